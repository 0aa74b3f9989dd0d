import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';

// A transition for Dialog must forward its ref and pass its props (in, timeout, callbacks) on.
const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & { children: React.ReactElement },
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function TransitionDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Share location
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={SlideUp}
        keepMounted
        aria-labelledby="location-dialog-title"
        aria-describedby="location-dialog-description"
      >
        <DialogTitle id="location-dialog-title">Share your live location?</DialogTitle>
        <DialogContent>
          <DialogContentText id="location-dialog-description">
            Your hiking group will see where you are until you stop sharing or the trip ends at
            18:00.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button onClick={() => setOpen(false)}>Share</Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
