import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog, { DialogProps } from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';

export default function DialogSnackbar() {
  const [dialogOpen, setDialogOpen] = React.useState(false);
  const [copied, setCopied] = React.useState(false);

  const closeDialog: DialogProps['onClose'] = (_event, reason) => {
    // The dialog swallows Escape, so the snackbar never hears it: close the snackbar first.
    if (reason === 'escapeKeyDown' && copied) {
      setCopied(false);
      return;
    }
    setDialogOpen(false);
  };

  const closeSnackbar = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setCopied(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setDialogOpen(true)}>
        Share the album
      </Button>
      <Dialog
        open={dialogOpen}
        onClose={closeDialog}
        aria-labelledby="dialog-snackbar-title"
        aria-describedby="dialog-snackbar-text"
      >
        <DialogTitle id="dialog-snackbar-title">Share “Lisbon, spring”</DialogTitle>
        <DialogContent>
          <DialogContentText id="dialog-snackbar-text">
            Anyone with the link can view the 48 photos of this album.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setCopied(true)}>Copy link</Button>
          <Button onClick={() => setDialogOpen(false)}>Done</Button>
        </DialogActions>
        <Snackbar
          open={copied}
          onClose={closeSnackbar}
          autoHideDuration={5000}
          message="Link copied"
        />
      </Dialog>
    </div>
  );
}
