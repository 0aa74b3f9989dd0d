import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import classes from './BasicSnackbar.module.css';

export default function BasicSnackbar() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        Archive conversation
      </button>
      <Snackbar
        open={open}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        className={classes.toast}
      >
        <span role="status">Conversation archived</span>
      </Snackbar>
    </div>
  );
}
