import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';

export default function AlertColorOverride() {
  return (
    <Stack spacing={1.5}>
      <Alert severity="success">Backup finished: 1,204 files copied.</Alert>
      <Alert severity="success" color="warning">
        Backup finished, but 3 files were skipped because they were open.
      </Alert>
      <Alert severity="info" color="error" variant="outlined">
        Scheduled maintenance tonight from 22:00 to 23:00: sign-in will be unavailable.
      </Alert>
    </Stack>
  );
}
