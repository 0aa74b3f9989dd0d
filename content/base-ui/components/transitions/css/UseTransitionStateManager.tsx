import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';
import classes from './UseTransitionStateManager.module.css';

function SlideIn({ children }: { children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const [entered, setEntered] = React.useState(false);
  React.useEffect(() => {
    if (!requestedEnter) {
      setEntered(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, [requestedEnter]);
  return (
    <div
      className={`${classes.panel} ${classes.slide}`}
      data-entered={entered || undefined}
      onTransitionEnd={(event) => {
        if (!requestedEnter && event.propertyName === 'transform') onExited();
      }}
    >
      {children}
    </div>
  );
}

export default function UseTransitionStateManager() {
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
        {open ? 'Hide' : 'Show'} today’s agenda
      </button>
      <Popup
        keepMounted
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        className={classes.popup}
      >
        <SlideIn>10:00 Design review · 13:30 Customer call · 16:00 Release sync</SlideIn>
      </Popup>
    </div>
  );
}
