import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';
import classes from './ClickAwayEvents.module.css';

export default function ClickAwayEvents() {
  const [open, setOpen] = React.useState(false);
  return (
    <ClickAwayListener
      onClickAway={() => setOpen(false)}
      mouseEvent="onMouseDown"
      touchEvent="onTouchStart"
    >
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
          <div className={`${classes.panel}`}>Closes as soon as a button goes down outside.</div>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
