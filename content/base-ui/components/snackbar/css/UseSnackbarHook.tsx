import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import classes from './UseSnackbarHook.module.css';

export default function UseSnackbarHook() {
  const [open, setOpen] = React.useState(false);
  const { getRootProps, onClickAway } = useSnackbar({
    open,
    autoHideDuration: 5000,
    onClose: () => setOpen(false),
  });
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        Save draft
      </button>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div {...getRootProps()} className={classes.toast}>
            <span role="status">Draft saved at 10:42</span>
          </div>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}
