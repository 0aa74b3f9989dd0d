import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function UsageButtons() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => setCount((value) => value + 1)}>
          Add to cart
        </Button>
        <Button variant="outlined" color="secondary" onClick={() => setCount(0)}>
          Clear
        </Button>
        <Button
          variant="text"
          sx={{ borderRadius: 2, color: 'success.main', fontWeight: 700 }}
          href="#a-first-component"
        >
          Checkout
        </Button>
      </Stack>
      <Typography variant="body2" aria-live="polite" sx={{ color: 'text.secondary' }}>
        {count === 0 ? 'Your cart is empty.' : `${count} item${count > 1 ? 's' : ''} in your cart.`}
      </Typography>
    </Stack>
  );
}
