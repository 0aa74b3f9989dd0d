import Stack from '@mui/material/Stack';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

function CircularWithLabel({ value }: { value: number }) {
  return (
    <Box sx={{ position: 'relative', display: 'inline-flex' }}>
      <CircularProgress
        variant="determinate"
        value={value}
        size={56}
        aria-label="Profile completion"
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
        }}
      >
        <Typography variant="caption" component="span" aria-hidden>
          {`${value}%`}
        </Typography>
      </Box>
    </Box>
  );
}

export default function CircularProgresses() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} aria-label="Loading, small" />
        <CircularProgress aria-label="Loading" />
        <CircularProgress size={56} thickness={2.5} aria-label="Loading, large" />
      </Stack>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <CircularProgress color="secondary" aria-label="Syncing contacts" />
        <CircularProgress color="success" aria-label="Verifying" />
        <CircularProgress variant="determinate" value={25} aria-label="Step 1 of 4" />
        <CircularProgress variant="determinate" value={60} aria-label="Disk usage" />
        <CircularWithLabel value={80} />
      </Stack>
    </Stack>
  );
}
