import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import TerrainRounded from '@mui/icons-material/TerrainRounded';

export default function CardOverflowEdges() {
  return (
    <Card variant="outlined" sx={{ width: 300, mx: 'auto' }}>
      <CardOverflow>
        <AspectRatio ratio="2" variant="soft" color="success">
          <TerrainRounded sx={{ fontSize: 64 }} aria-hidden />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Col de la Madeleine</Typography>
        <Typography level="body-sm">Savoie, France · 1,993 m</Typography>
      </CardContent>
      <CardOverflow variant="soft">
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1 }}>
          <Typography level="body-xs">25 km climb</Typography>
          <Divider orientation="vertical" />
          <Typography level="body-xs">Average 6.2%</Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
