import * as React from 'react';
import Stack from '@mui/material/Stack';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';

export default function ConfirmDialog() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  const confirm = () => {
    setDeleted(true);
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)} disabled={deleted}>
        Delete project
      </Button>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {deleted ? '“Spring campaign” was deleted.' : ''}
      </Typography>
      {deleted && <Button onClick={() => setDeleted(false)}>Undo</Button>}
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="confirm-dialog-title"
        aria-describedby="confirm-dialog-description"
      >
        <DialogTitle id="confirm-dialog-title">Delete “Spring campaign”?</DialogTitle>
        <DialogContent>
          <DialogContentText id="confirm-dialog-description">
            Its 14 drafts and all scheduled posts will be removed for everyone on the team. You can
            restore the project from the trash for 30 days.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} autoFocus>
            Cancel
          </Button>
          <Button color="error" onClick={confirm}>
            Delete
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
