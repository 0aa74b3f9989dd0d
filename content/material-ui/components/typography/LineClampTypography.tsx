import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const review =
  'We stayed three nights in the garden room. The bed was firm, the shower strong and the breakfast generous, with bread from the bakery next door. The only drawback was the street noise on Saturday night, when the bar on the corner kept its terrace open until two.';

export default function LineClampTypography() {
  return (
    <Card variant="outlined" sx={{ maxWidth: 360 }}>
      <CardContent>
        <Typography variant="body2" component="p" sx={{ color: 'text.secondary' }} gutterBottom>
          Review by Ana, October
        </Typography>
        <Typography
          title={review}
          sx={{
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 3,
            overflow: 'hidden',
          }}
        >
          {review}
        </Typography>
      </CardContent>
    </Card>
  );
}
