import AspectRatio from '@mui/joy/AspectRatio';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Typography from '@mui/joy/Typography';

export default function CardProduct() {
  return (
    <Card sx={{ width: 260, maxWidth: '100%' }}>
      <CardOverflow>
        <AspectRatio ratio="4/3">
          <div
            role="img"
            aria-label="Enamel mug in teal"
            style={{
              background:
                'radial-gradient(circle at 40% 45%, #2a9d8f 0 28%, transparent 29%), linear-gradient(160deg, #f4e9d8, #e9c46a)',
            }}
          />
        </AspectRatio>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Enamel camping mug</Typography>
        <Typography level="body-sm">350 ml, teal, dishwasher safe</Typography>
        <Typography level="title-lg" sx={{ mt: 1 }}>
          €14.00
        </Typography>
      </CardContent>
      <CardOverflow>
        <Button size="lg">Add to basket</Button>
      </CardOverflow>
    </Card>
  );
}
