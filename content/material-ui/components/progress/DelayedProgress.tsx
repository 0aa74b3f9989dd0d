import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const requests = [
  { label: 'Quick lookup (0.3 s)', duration: 300 },
  { label: 'Archive search (2.5 s)', duration: 2500 },
];

export default function DelayedProgress() {
  const [pending, setPending] = React.useState<string | null>(null);
  const [result, setResult] = React.useState('No search yet');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const run = (label: string, duration: number) => {
    clearTimeout(timer.current);
    setPending(label);
    timer.current = setTimeout(() => {
      setPending(null);
      setResult(`${label}: 12 matches`);
    }, duration);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {requests.map((request) => (
          <Button
            key={request.label}
            variant="outlined"
            disabled={pending !== null}
            onClick={() => run(request.label, request.duration)}
          >
            {request.label}
          </Button>
        ))}
      </Stack>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minHeight: 40 }}>
        {/* The spinner fades in only if the request is still running after 800 ms. */}
        <Fade
          in={pending !== null}
          style={{ transitionDelay: pending !== null ? '800ms' : '0ms' }}
          unmountOnExit
        >
          <CircularProgress size={32} aria-label="Searching" />
        </Fade>
        <Typography role="status" variant="body2">
          {pending ? `${pending}…` : result}
        </Typography>
      </Box>
    </Stack>
  );
}
