import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import { Portal } from '@mui/base/Portal';
import classes from './ClickAwayPortal.module.css';

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div className={classes.stack}>
        <button
          type="button"
          className={classes.button}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close' : 'Open'} details
        </button>
        {open ? (
          <Portal>
            <div className={`${classes.panel} ${classes.fixed}`}>
              This panel is portalled to the end of the page, yet clicks in it are inside.
            </div>
          </Portal>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
