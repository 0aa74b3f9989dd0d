import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const plans = [
  { name: 'Starter', price: '€0' },
  { name: 'Team', price: '€12' },
  { name: 'Business', price: '€29' },
];

export default function StackResponsiveDirection() {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2 }}
      sx={{ width: '100%' }}
    >
      {plans.map((plan) => (
        <Box
          key={plan.name}
          sx={{
            flex: 1,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.primary',
          }}
        >
          <Box sx={{ fontWeight: 'bold' }}>{plan.name}</Box>
          <Box sx={{ fontSize: 24 }}>
            {plan.price}
            <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {' '}
              per user / month
            </Box>
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
