import * as React from 'react';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const plans = [
  { id: 'hobby', name: 'Hobby', price: '$0', detail: '1 project, community support' },
  { id: 'team', name: 'Team', price: '$12', detail: '10 projects, email support' },
  { id: 'business', name: 'Business', price: '$49', detail: 'Unlimited projects, SSO' },
];

export default function SelectableCards() {
  const [selected, setSelected] = React.useState('team');

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {plans.map((plan) => {
        const active = selected === plan.id;
        return (
          <Card
            key={plan.id}
            variant="outlined"
            sx={{
              flex: '1 1 160px',
              borderColor: active ? 'primary.main' : 'divider',
              borderWidth: 2,
            }}
          >
            <CardActionArea
              aria-pressed={active}
              onClick={() => setSelected(plan.id)}
              sx={{ height: '100%' }}
            >
              {/* A button may only hold phrasing content: the parts render as block-level spans. */}
              <CardContent component="span" sx={{ display: 'block' }}>
                <Typography variant="subtitle1" component="span" sx={{ display: 'block' }}>
                  {plan.name}
                </Typography>
                <Typography variant="h5" component="span" sx={{ display: 'block' }}>
                  {plan.price}
                  <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
                    {' '}
                    / month
                  </Typography>
                </Typography>
                <Typography
                  variant="body2"
                  component="span"
                  sx={{ display: 'block', color: 'text.secondary', marginTop: 1 }}
                >
                  {plan.detail}
                </Typography>
              </CardContent>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}
