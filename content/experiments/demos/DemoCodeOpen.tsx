import * as React from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';

export default function DemoCodeOpen() {
  const [count, setCount] = React.useState(0);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setCount((value) => value + 1)}>
        Increment
      </Button>
      <Typography aria-live="polite">Count: {count}</Typography>
    </Stack>
  );
}
