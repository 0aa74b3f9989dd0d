import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';
import Landscape from './Landscape';

export default function AspectRatioCard() {
  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 520 }}>
      <CardOverflow>
        <AspectRatio ratio="21/9" minHeight={120} maxHeight={200}>
          <Landscape label="Ridge line above a pine forest" />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Three-day hike in the Alps</Typography>
        <Typography level="body-sm">42 km · 2,100 m of climbing · huts booked</Typography>
      </CardContent>
    </Card>
  );
}
