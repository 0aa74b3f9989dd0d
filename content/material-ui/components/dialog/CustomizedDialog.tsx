import * as React from 'react';
import { styled } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

const ReleaseNotesDialog = styled(Dialog)(({ theme }) => ({
  '& .MuiDialog-paper': { borderRadius: 16 },
  '& .MuiDialogTitle-root': { paddingInlineEnd: theme.spacing(7) },
  '& .MuiDialogContent-root': { padding: theme.spacing(2, 3) },
  '& .MuiDialogActions-root': { padding: theme.spacing(1.5, 3) },
}));

export default function CustomizedDialog() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        What’s new
      </Button>
      <ReleaseNotesDialog open={open} onClose={close} aria-labelledby="release-dialog-title">
        <DialogTitle id="release-dialog-title">What’s new in version 3.2</DialogTitle>
        <IconButton
          aria-label="Close"
          onClick={close}
          sx={{ position: 'absolute', insetInlineEnd: 8, top: 8, color: 'text.secondary' }}
        >
          <CloseIcon />
        </IconButton>
        <DialogContent dividers>
          <Typography gutterBottom>
            Recurring tasks can now repeat on the last working day of the month.
          </Typography>
          <Typography gutterBottom>
            Boards load about twice as fast when they hold more than a thousand cards.
          </Typography>
          <Typography>The mobile app remembers the last board you opened.</Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Got it</Button>
        </DialogActions>
      </ReleaseNotesDialog>
    </React.Fragment>
  );
}
