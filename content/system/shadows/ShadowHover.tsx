import Box from '@mui/system/Box';

const plans = [
  { name: 'Starter', price: '€9 / month', detail: '3 projects, community support' },
  { name: 'Team', price: '€29 / month', detail: 'Unlimited projects, email support' },
];

export default function ShadowHover() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
      {plans.map((plan) => (
        <Box
          key={plan.name}
          component="a"
          href="#plans"
          sx={{
            display: 'block',
            width: 220,
            p: 2,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.paper',
            color: 'text.primary',
            textDecoration: 'none',
            boxShadow: 1,
            transition: 'box-shadow 200ms, border-color 200ms',
            '&:hover, &:focus-visible': {
              boxShadow: 8,
              borderColor: 'primary.main',
              outline: 'none',
            },
          }}
        >
          <Box sx={{ fontWeight: 'fontWeightBold' }}>{plan.name}</Box>
          <Box sx={{ fontSize: 20, my: 0.5 }}>{plan.price}</Box>
          <Box sx={{ fontSize: 14, color: 'text.secondary' }}>{plan.detail}</Box>
        </Box>
      ))}
    </Box>
  );
}
