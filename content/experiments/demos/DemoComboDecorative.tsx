import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

export default function DemoComboDecorative() {
  return (
    <Card sx={{ maxWidth: 280, mx: 'auto' }}>
      <CardContent>
        <Typography variant="overline" component="p">
          Decorative
        </Typography>
        <Typography variant="h6" component="p">
          A card on a gradient, no toolbar
        </Typography>
      </CardContent>
    </Card>
  );
}
