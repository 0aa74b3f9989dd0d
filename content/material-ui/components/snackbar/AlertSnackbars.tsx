import * as React from 'react';
import Stack from '@mui/material/Stack';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';

interface Message {
  key: number;
  severity: AlertColor;
  text: string;
}

export default function AlertSnackbars() {
  const [message, setMessage] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);

  const show = (severity: AlertColor, text: string) => {
    setMessage({ key: Date.now(), severity, text });
    setOpen(true);
  };

  const handleClose = (_event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => show('success', 'Settings saved')}>
        Save settings
      </Button>
      <Button
        variant="outlined"
        color="error"
        onClick={() => show('error', 'Sync failed: you are offline')}
      >
        Sync now
      </Button>
      <Snackbar
        key={message?.key}
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert
          onClose={handleClose}
          severity={message?.severity ?? 'success'}
          sx={{ width: '100%', boxShadow: 6 }}
        >
          {message?.text}
        </Alert>
      </Snackbar>
    </Stack>
  );
}
