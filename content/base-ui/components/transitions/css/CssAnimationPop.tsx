import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssAnimation } from '@mui/base/Transitions';
import classes from './CssAnimationPop.module.css';

export default function CssAnimationPop() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className={classes.button}
        ref={setAnchor}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} storage quota
      </button>
      <Popup keepMounted anchor={anchor} open={open} offset={6} className={classes.popup}>
        {/* A CSS Module renames keyframes as it renames classes, and exports the new names. */}
        <CssAnimation
          className={classes.pop}
          enterClassName={classes.in}
          exitClassName={classes.out}
          enterAnimationName={classes.popIn}
          exitAnimationName={classes.popOut}
        >
          <div className={classes.panel}>12.4 GB of 15 GB used · Photos take 9.1 GB</div>
        </CssAnimation>
      </Popup>
    </div>
  );
}
