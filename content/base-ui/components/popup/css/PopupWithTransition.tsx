import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';
import classes from './PopupWithTransition.module.css';

export default function PopupWithTransition() {
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
        {open ? 'Hide' : 'Show'} delivery window
      </button>
      <Popup keepMounted anchor={anchor} open={open} className={classes.popup}>
        <CssTransition
          className={classes.fade}
          enterClassName={classes.open}
          lastTransitionedPropertyOnExit="opacity"
        >
          <div className={classes.panel}>Arrives Thursday between 9:00 and 13:00</div>
        </CssTransition>
      </Popup>
    </div>
  );
}
