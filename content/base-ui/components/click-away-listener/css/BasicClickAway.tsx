import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import classes from './BasicClickAway.module.css';

export default function BasicClickAway() {
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
          <div className={`${classes.panel}`}>Click anywhere outside this panel to close it.</div>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
