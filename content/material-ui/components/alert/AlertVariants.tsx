import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import CloudOffIcon from '@mui/icons-material/CloudOff';

export default function AlertVariants() {
  return (
    <Stack spacing={1.5}>
      <Alert variant="outlined" severity="info">
        Outlined: light emphasis, good inside cards and forms.
      </Alert>
      <Alert variant="filled" severity="warning">
        Filled: strongest emphasis, for the one message that must not be missed.
      </Alert>
      <Alert severity="info" icon={<CloudOffIcon fontSize="inherit" />}>
        You are offline. Edits are kept on this device and synced later.
      </Alert>
      <Alert severity="info" icon={false}>
        No icon: for plain notes where the colour is enough.
      </Alert>
    </Stack>
  );
}
