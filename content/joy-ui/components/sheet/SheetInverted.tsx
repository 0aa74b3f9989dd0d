import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SheetInverted() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {(['solid'] as const).map((variant) => (
        <Sheet
          key={variant}
          variant={variant}
          color="primary"
          invertedColors
          sx={{
            padding: 2.5,
            borderRadius: 'md',
            display: 'flex',
            flexDirection: 'column',
            gap: 1.5,
          }}
        >
          <Typography level="title-lg">Weekly digest</Typography>
          {/* Inverted secondary text is below AA on a solid sheet: inherit the surface's colour. */}
          <Typography level="body-sm" textColor="inherit">
            One email every Monday with the changes that matter.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Input
              size="sm"
              placeholder="you@example.com"
              aria-label={`Email (${variant} sheet)`}
              sx={{ flex: 1 }}
            />
            <Button size="sm">Subscribe</Button>
          </Box>
          <Chip size="sm" variant="outlined">
            12,400 readers
          </Chip>
        </Sheet>
      ))}
    </Box>
  );
}
