import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NoSsr from '@mui/material/NoSsr';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const values = [42, 65, 30, 80, 55, 72, 90];

function Bars() {
  return (
    <Box
      role="img"
      aria-label="Weekly sign-ups, highest on Sunday"
      sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 100 }}
    >
      {values.map((value, i) => (
        <Box
          key={i}
          sx={{ flex: 1, height: `${value}%`, bgcolor: 'primary.main', borderRadius: 0.5 }}
        />
      ))}
    </Box>
  );
}

export default function DeferredNoSsr() {
  const [key, setKey] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ maxWidth: 420 }}>
      <NoSsr
        key={key}
        defer
        fallback={
          <Typography variant="body2" color="text.secondary" sx={{ height: 100 }}>
            Drawing chart…
          </Typography>
        }
      >
        <Bars />
      </NoSsr>
      <Box>
        <Button variant="outlined" size="small" onClick={() => setKey((k) => k + 1)}>
          Remount
        </Button>
      </Box>
    </Stack>
  );
}
