import AspectRatio from '@mui/joy/AspectRatio';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';

export default function CardOverflowEdges() {
  return (
    <Card variant="outlined" sx={{ width: 300 }}>
      <CardOverflow>
        <AspectRatio ratio="2">
          <div
            role="img"
            aria-label="A sunrise over hills, painted in orange and purple"
            style={{ background: 'linear-gradient(160deg, #f6a35c 0%, #c05b8b 55%, #4b3a78 100%)' }}
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Dawn trail run</Typography>
        <Typography level="body-sm">Saturday, 06:30 · 12 km · 24 going</Typography>
      </CardContent>
      {/* A footer strip: the overflow fills the card's width and bottom corners. */}
      <CardOverflow variant="soft" sx={{ bgcolor: 'background.level1' }}>
        <Divider inset="context" />
        <CardContent orientation="horizontal" sx={{ py: 1.5, justifyContent: 'space-between' }}>
          <Typography level="body-xs">Meet at the north gate</Typography>
          <Typography level="body-xs" sx={{ fontWeight: 'md' }}>
            Free
          </Typography>
        </CardContent>
      </CardOverflow>
    </Card>
  );
}
