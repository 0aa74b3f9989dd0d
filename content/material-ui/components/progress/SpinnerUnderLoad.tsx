import * as React from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** Keeps the main thread busy, as a large synchronous computation would. */
function blockMainThread(milliseconds: number) {
  const end = performance.now() + milliseconds;
  while (performance.now() < end) {
    // Busy wait: nothing else on the page runs meanwhile.
  }
}

export default function SpinnerUnderLoad() {
  const [status, setStatus] = React.useState('Idle.');

  const runHeavyTask = () => {
    setStatus('Busy for two seconds…');
    // Let the status text paint before the thread is blocked.
    requestAnimationFrame(() =>
      setTimeout(() => {
        blockMainThread(2000);
        setStatus('Done. Run it again and watch the two rings.');
      }),
    );
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={4}>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress aria-label="Loading, default animation" />
          <Typography variant="body2">Default</Typography>
        </Stack>
        <Stack spacing={1} sx={{ alignItems: 'center' }}>
          <CircularProgress disableShrink aria-label="Loading, disableShrink" />
          <Typography variant="body2">
            <code>disableShrink</code>
          </Typography>
        </Stack>
      </Stack>
      <Button variant="outlined" onClick={runHeavyTask}>
        Block the page for 2 seconds
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
    </Stack>
  );
}
