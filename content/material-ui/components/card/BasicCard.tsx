import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function EventCard({ variant }: { variant: 'elevation' | 'outlined' }) {
  return (
    <Card variant={variant} sx={{ flex: '1 1 240px', maxWidth: 320 }}>
      <CardContent>
        <Typography variant="overline" sx={{ color: 'text.secondary' }}>
          Thu, 14 March · 18:30
        </Typography>
        <Typography variant="h6" component="h3" gutterBottom>
          Community meetup
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Lightning talks about design systems, followed by pizza. 42 people are going.
        </Typography>
      </CardContent>
      <CardActions>
        <Button size="small">Details</Button>
        <Button size="small" variant={variant === 'outlined' ? 'outlined' : 'contained'}>
          RSVP
        </Button>
      </CardActions>
    </Card>
  );
}

export default function BasicCard() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <EventCard variant="elevation" />
      <EventCard variant="outlined" />
    </Stack>
  );
}
