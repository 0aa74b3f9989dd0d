import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

export default function ResponsiveDialog() {
  const [open, setOpen] = React.useState(false);
  const theme = useTheme();
  // Full screen below the `md` breakpoint (900px by default).
  const fullScreen = useMediaQuery(theme.breakpoints.down('md'));

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Review the terms
      </Button>
      <Dialog
        fullScreen={fullScreen}
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby="terms-dialog-title"
      >
        <DialogTitle id="terms-dialog-title">Updated terms for shared workspaces</DialogTitle>
        <DialogContent>
          <DialogContentText>
            From 1 June, files in a shared workspace belong to the workspace rather than to the
            person who uploaded them. Owners can transfer them before that date from the workspace
            settings.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Remind me later</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Accept
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
