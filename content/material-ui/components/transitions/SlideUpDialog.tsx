import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Slide from '@mui/material/Slide';
import type { TransitionProps } from '@mui/material/transitions';

// Defined once, outside the demo: a new component on every render would restart the transition.
const SlideUp = React.forwardRef(function SlideUp(
  props: TransitionProps & { children: React.ReactElement<any, any> },
  ref: React.Ref<unknown>,
) {
  return <Slide direction="up" ref={ref} {...props} />;
});

export default function SlideUpDialog() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Leave the editor
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        TransitionComponent={SlideUp}
        aria-describedby="slide-up-dialog-text"
      >
        <DialogTitle>Discard unsaved changes?</DialogTitle>
        <DialogContent>
          <DialogContentText id="slide-up-dialog-text">
            Your edits to “Spring menu” since 10:42 will be lost.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Keep editing</Button>
          <Button onClick={() => setOpen(false)} color="error">
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
