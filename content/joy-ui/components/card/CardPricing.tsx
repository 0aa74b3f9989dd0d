import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import Chip from '@mui/joy/Chip';
import Divider from '@mui/joy/Divider';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import CheckRounded from '@mui/icons-material/CheckRounded';

const plans = [
  {
    name: 'Solo',
    price: '€0',
    note: 'for one person',
    features: ['3 projects', 'Community support'],
    highlight: false,
  },
  {
    name: 'Studio',
    price: '€24',
    note: 'per month, up to 10 seats',
    features: ['Unlimited projects', 'Shared libraries', 'Priority support'],
    highlight: true,
  },
];

export default function CardPricing() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {plans.map((plan) => (
        <Card
          key={plan.name}
          size="lg"
          variant={plan.highlight ? 'solid' : 'outlined'}
          color={plan.highlight ? 'primary' : 'neutral'}
          invertedColors={plan.highlight}
        >
          {plan.highlight ? (
            <Chip size="sm" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
              Most popular
            </Chip>
          ) : null}
          <Typography level="title-lg">{plan.name}</Typography>
          <Typography level="h2" component="p">
            {plan.price}
            <Typography
              level="body-sm"
              component="span"
              sx={{ marginInlineStart: 1, color: 'inherit' }}
            >
              {plan.note}
            </Typography>
          </Typography>
          {/* A direct child Divider runs to the card's edges (inset="context"). */}
          <Divider />
          <List size="sm" sx={{ '--ListItemDecorator-size': '28px' }}>
            {plan.features.map((feature) => (
              <ListItem key={feature}>
                <ListItemDecorator>
                  <CheckRounded />
                </ListItemDecorator>
                {feature}
              </ListItem>
            ))}
          </List>
          <CardActions>
            <Button variant={plan.highlight ? 'solid' : 'soft'}>Choose {plan.name}</Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
