import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';

export default function AlertToast() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (_event?: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page should not dismiss the message early.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Save draft
      </Button>
      <Snackbar open={open} autoHideDuration={5000} onClose={handleClose}>
        <Alert
          onClose={handleClose}
          severity="success"
          variant="outlined"
          sx={{ width: '100%', bgcolor: 'background.paper' }}
        >
          Draft saved. It stays on this device until you publish it.
        </Alert>
      </Snackbar>
    </div>
  );
}
