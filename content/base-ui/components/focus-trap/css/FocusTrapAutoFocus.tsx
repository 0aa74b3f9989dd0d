import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import classes from './FocusTrapAutoFocus.module.css';

export default function FocusTrapAutoFocus() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className={classes.stack}>
      <button
        type="button"
        className={classes.button}
        onClick={() => setOpen(true)}
        disabled={open}
      >
        Quick note
      </button>
      {open ? (
        <FocusTrap open disableAutoFocus disableRestoreFocus>
          <div
            tabIndex={-1}
            role="group"
            aria-label="Quick note"
            onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
            className={classes.panel}
          >
            <label htmlFor="focustrapautofocus-field">Note</label>
            <input id="focustrapautofocus-field" defaultValue="Call the courier before 5 pm" />
            <button type="button" className={classes.button} onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
