import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import classes from './BasicFocusTrap.module.css';

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className={classes.stack}>
      <button
        type="button"
        className={classes.button}
        onClick={() => setOpen(true)}
        disabled={open}
      >
        Rename project
      </button>
      {open ? (
        <FocusTrap open>
          <div
            tabIndex={-1}
            role="group"
            aria-label="Rename project"
            onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
            className={classes.panel}
          >
            <label htmlFor="basicfocustrap-field">Name</label>
            <input id="basicfocustrap-field" defaultValue="Atlas" />
            <button type="button" className={classes.button} onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
