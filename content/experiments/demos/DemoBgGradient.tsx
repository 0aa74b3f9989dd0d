import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardActions from '@mui/material/CardActions';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function DemoBgGradient() {
  return (
    <Card sx={{ maxWidth: 320, mx: 'auto' }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Featured
        </Typography>
        <Typography variant="h6" component="p">
          A card on a gradient
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Surfaces should keep their own background and stay readable on top of the gradient.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Learn more</Button>
      </CardActions>
    </Card>
  );
}
