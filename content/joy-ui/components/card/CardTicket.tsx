import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CardOverflow from '@mui/joy/CardOverflow';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import TrainRounded from '@mui/icons-material/TrainRounded';

export default function CardTicket() {
  return (
    <Card orientation="horizontal" variant="outlined" sx={{ width: 420, maxWidth: '100%' }}>
      <CardOverflow
        variant="solid"
        color="primary"
        sx={{ justifyContent: 'center', alignItems: 'center', px: 2 }}
      >
        <TrainRounded sx={{ fontSize: '2rem' }} />
        <Typography level="body-xs" textColor="inherit" sx={{ fontWeight: 'lg' }}>
          Coach 7
        </Typography>
      </CardOverflow>
      <CardContent>
        <Typography level="title-md">Zürich HB → Milano Centrale</Typography>
        <Typography level="body-sm">Fri 12 Dec · 09:33 – 12:50</Typography>
      </CardContent>
      <Divider />
      <CardContent sx={{ flex: 'none', justifyContent: 'center' }}>
        <Typography level="body-xs">Seat</Typography>
        <Typography level="title-lg">64</Typography>
      </CardContent>
    </Card>
  );
}
