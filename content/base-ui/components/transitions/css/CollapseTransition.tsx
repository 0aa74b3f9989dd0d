import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { useTransitionTrigger, TransitionContext } from '@mui/base/useTransition';
import classes from './CollapseTransition.module.css';

// The content stays mounted and is hidden once the exit has finished. In @mui/base
// 5.0.0-beta.63, a trigger that unmounts its content when `hasExited` turns true skips the
// exit transition: `hasExited` is already true on the render that closes it.
function Collapsible({ open, children }: { open: boolean; children: React.ReactNode }) {
  const { contextValue, hasExited } = useTransitionTrigger(open);
  return (
    <TransitionContext.Provider value={contextValue}>
      <div hidden={hasExited}>{children}</div>
    </TransitionContext.Provider>
  );
}

export default function CollapseTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className={classes.root}>
      <button
        type="button"
        className={classes.button}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        When will my order ship?
      </button>
      <Collapsible open={open}>
        <CssTransition className={classes.collapse} enterClassName={classes.open}>
          <div className={classes.inner}>
            <p>
              Orders placed before 14:00 on a working day leave the warehouse the same day. Tracking
              details arrive by email as soon as the carrier scans the parcel.
            </p>
          </div>
        </CssTransition>
      </Collapsible>
    </div>
  );
}
