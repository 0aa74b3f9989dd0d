import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import classes from './FocusTrapDisableEnforce.module.css';

export default function FocusTrapDisableEnforce() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className={classes.stack}>
      <button
        type="button"
        className={classes.button}
        onClick={() => setOpen(true)}
        disabled={open}
      >
        Filter orders
      </button>
      {open ? (
        <FocusTrap open disableEnforceFocus>
          <div
            tabIndex={-1}
            role="group"
            aria-label="Filter orders"
            onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
            className={classes.panel}
          >
            <label htmlFor="focustrapdisableenforce-field">Customer</label>
            <input id="focustrapdisableenforce-field" defaultValue="Northwind Traders" />
            <button type="button" className={classes.button} onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
