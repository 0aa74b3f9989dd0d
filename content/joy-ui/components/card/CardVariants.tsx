import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;

export default function CardVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map((variant) => (
        <Card key={variant} variant={variant} color="primary" invertedColors>
          <CardContent>
            <Typography level="title-md">{variant}</Typography>
            <Typography level="body-sm" textColor="inherit">
              Inverted colours keep the button readable.
            </Typography>
          </CardContent>
          <Button size="sm">Action</Button>
        </Card>
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Card key={size} size={size} variant="soft" color="neutral">
          <Typography level="title-md">Size {size}</Typography>
          <Typography level="body-sm">Padding and gap follow the size.</Typography>
        </Card>
      ))}
    </Box>
  );
}
