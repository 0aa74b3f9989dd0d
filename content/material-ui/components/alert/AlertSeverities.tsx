import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';

export default function AlertSeverities() {
  return (
    <Stack spacing={1.5}>
      <Alert severity="success">Your changes were saved.</Alert>
      <Alert severity="info">A new version of the dashboard is available tomorrow.</Alert>
      <Alert severity="warning">Your trial ends in 3 days.</Alert>
      <Alert severity="error">We couldn&apos;t reach the payment provider.</Alert>
    </Stack>
  );
}
