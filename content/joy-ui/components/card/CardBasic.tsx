import AspectRatio from '@mui/joy/AspectRatio';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import LocalCafeRounded from '@mui/icons-material/LocalCafeRounded';

export default function CardBasic() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Card sx={{ width: 280 }}>
        <CardOverflow>
          <AspectRatio ratio="2" color="warning">
            <LocalCafeRounded sx={{ fontSize: '3rem' }} />
          </AspectRatio>
        </CardOverflow>
        <CardContent>
          <Typography level="title-lg" component="h3">
            Ethiopian single origin
          </Typography>
          <Typography level="body-sm">
            Notes of blueberry and jasmine. Roasted on Mondays.
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="outlined" color="neutral">
            Details
          </Button>
          <Button>Add · 14 €</Button>
        </CardActions>
        <CardOverflow variant="soft">
          <Divider inset="context" />
          <Typography level="body-xs" sx={{ paddingBlock: 1 }}>
            Free delivery from 30 €
          </Typography>
        </CardOverflow>
      </Card>
      <Card orientation="horizontal" sx={{ width: 320 }}>
        <AspectRatio ratio="1" sx={{ width: 72 }} color="primary" variant="solid">
          <Typography level="title-lg" component="div" textColor="inherit">
            K
          </Typography>
        </AspectRatio>
        <CardContent>
          <Typography level="title-md" component="h3">
            Kaito Sato
          </Typography>
          <Typography level="body-sm">Product designer · Osaka</Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
