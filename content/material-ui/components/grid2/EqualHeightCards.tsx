import Grid from '@mui/material/Grid2';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

const plans = [
  { name: 'Starter', price: '€0', text: 'One project and community support.' },
  {
    name: 'Team',
    price: '€12',
    text: 'Unlimited projects, shared libraries, version history for 90 days and priority email support.',
  },
  { name: 'Business', price: '€29', text: 'Single sign-on and audit logs.' },
];

export default function EqualHeightCards() {
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {plans.map((plan) => (
        // The item is a flex container, so its card stretches to the height of the row.
        <Grid key={plan.name} component="li" size={{ xs: 12, sm: 4 }} sx={{ display: 'flex' }}>
          <Card variant="outlined" sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1 }}>
            <CardContent sx={{ flexGrow: 1 }}>
              <Typography component="h3" variant="h6">
                {plan.name}
              </Typography>
              <Typography variant="h5" component="p" sx={{ marginBlock: 1 }}>
                {plan.price}
                <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                  {' '}
                  per user / month
                </Typography>
              </Typography>
              <Typography variant="body2">{plan.text}</Typography>
            </CardContent>
            {/* The content grows, so the buttons line up at the bottom of every card. */}
            <CardActions>
              <Button size="small" variant="outlined" fullWidth>
                Choose {plan.name}
              </Button>
            </CardActions>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
