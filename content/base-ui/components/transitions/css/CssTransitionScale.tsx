import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import classes from './CssTransitionScale.module.css';

export default function CssTransitionScale() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className={classes.button}
        ref={setAnchor}
        onClick={() => setOpen(!open)}
      >
        Account
      </button>
      <Popup keepMounted anchor={anchor} open={open} offset={6} className={classes.popup}>
        <CssTransition
          className={classes.scale}
          enterClassName={classes.open}
          lastTransitionedPropertyOnExit="transform"
        >
          <div className={classes.panel}>Signed in as grace@example.com</div>
        </CssTransition>
      </Popup>
    </div>
  );
}
