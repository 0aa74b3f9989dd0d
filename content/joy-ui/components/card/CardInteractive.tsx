import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardCover from '@mui/joy/CardCover';
import Chip from '@mui/joy/Chip';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function CardInteractive() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <Card
        variant="outlined"
        sx={{
          width: 260,
          '&:hover': { boxShadow: 'md', borderColor: 'neutral.outlinedColor' },
        }}
      >
        <Chip size="sm" color="success" variant="soft">
          Guide
        </Chip>
        <Typography level="title-lg" component="h3">
          <Link overlay underline="none" href="#clickable-cards-and-covers">
            Planning a move abroad
          </Link>
        </Typography>
        <Typography level="body-sm">A checklist for the six weeks before you leave.</Typography>
      </Card>
      <Card sx={{ width: 260, minHeight: 200 }}>
        <CardCover
          sx={{ background: 'linear-gradient(135deg, #0b3d5c 0%, #1f7a8c 60%, #f4a259 100%)' }}
        />
        <CardCover
          sx={{ background: 'linear-gradient(to top, rgba(0,0,0,0.7), rgba(0,0,0,0) 70%)' }}
        />
        <CardContent sx={{ justifyContent: 'flex-end' }}>
          <Typography level="title-lg" component="h3" textColor="#fff">
            Sunset sailing
          </Typography>
          <Typography level="body-sm" textColor="neutral.100">
            Two hours along the coast · from 45 €
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
