import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import classes from './SnackbarWithAction.module.css';

export default function SnackbarWithAction() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        Delete 3 photos
      </button>
      <Snackbar
        open={open}
        autoHideDuration={8000}
        onClose={(_event: unknown, reason: string) => reason !== 'clickaway' && setOpen(false)}
        className={classes.toast}
      >
        <span role="status">3 photos moved to the bin</span>
        <button type="button" className={classes.action} onClick={() => setOpen(false)}>
          Undo
        </button>
      </Snackbar>
    </div>
  );
}
