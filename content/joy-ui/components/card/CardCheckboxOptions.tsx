import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Checkbox from '@mui/joy/Checkbox';
import Typography from '@mui/joy/Typography';

const addons = [
  {
    id: 'insurance',
    name: 'Travel insurance',
    detail: 'Cancellation and lost luggage',
    price: '€ 24',
  },
  { id: 'seat', name: 'Seat with legroom', detail: 'Rows 1 to 4, both legs', price: '€ 38' },
  { id: 'bag', name: 'Checked bag', detail: 'Up to 23 kg', price: '€ 45' },
];

export default function CardCheckboxOptions() {
  const [chosen, setChosen] = React.useState<string[]>(['bag']);
  const groupId = React.useId();
  return (
    <Box role="group" aria-labelledby={groupId} sx={{ maxWidth: 420 }}>
      <Typography id={groupId} level="title-md" sx={{ mb: 1 }}>
        Extras for your trip
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {addons.map((addon) => {
          const checked = chosen.includes(addon.id);
          return (
            <Card
              key={addon.id}
              variant={checked ? 'soft' : 'outlined'}
              color={checked ? 'primary' : 'neutral'}
              orientation="horizontal"
              sx={{ alignItems: 'center', gap: 1.5, boxShadow: 'none' }}
            >
              <Checkbox
                overlay
                checked={checked}
                onChange={(event) =>
                  setChosen((current) =>
                    event.target.checked
                      ? [...current, addon.id]
                      : current.filter((id) => id !== addon.id),
                  )
                }
                slotProps={{ input: { 'aria-describedby': `${addon.id}-detail` } }}
                label={addon.name}
                sx={{ flex: 1, fontWeight: 'md' }}
              />
              <Typography id={`${addon.id}-detail`} level="body-xs" textColor="text.primary">
                {addon.detail}
              </Typography>
              <Typography level="title-sm">{addon.price}</Typography>
            </Card>
          );
        })}
      </Box>
    </Box>
  );
}
