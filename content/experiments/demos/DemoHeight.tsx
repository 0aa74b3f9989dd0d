import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DemoHeight() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', width: '100%' }}>
      <CircularProgress aria-label="Loading the monthly report" />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Loading the monthly report…
      </Typography>
    </Stack>
  );
}
