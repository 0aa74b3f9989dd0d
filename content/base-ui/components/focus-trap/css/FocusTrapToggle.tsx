import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';
import classes from './FocusTrapToggle.module.css';

export default function FocusTrapToggle() {
  const [locked, setLocked] = React.useState(false);
  return (
    // The trap is always mounted; only its `open` prop follows the toggle inside it.
    // disableRestoreFocus: turning the lock off leaves focus on the toggle.
    <FocusTrap open={locked} disableRestoreFocus>
      <div
        className={classes.panel}
        tabIndex={-1}
        role="group"
        aria-label="Shipping address"
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setLocked(false);
          }
        }}
      >
        <label htmlFor="trap-toggle-street">Street</label>
        <input id="trap-toggle-street" className={classes.input} defaultValue="12 Harbour Lane" />
        <label htmlFor="trap-toggle-city">City</label>
        <input id="trap-toggle-city" className={classes.input} defaultValue="Galway" />
        <button
          type="button"
          className={classes.button}
          aria-pressed={locked}
          onClick={() => setLocked(!locked)}
        >
          {locked ? 'Focus kept here' : 'Keep focus here'}
        </button>
      </div>
    </FocusTrap>
  );
}
