import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import classes from './SnackbarTransition.module.css';

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // `exited` keeps the closed snackbar mounted until its exit transition has ended.
  const [exited, setExited] = React.useState(true);
  // The shown state is applied one frame after opening, so the enter transition runs.
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    if (!open) {
      setShown(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <div>
      <button
        type="button"
        className={classes.button}
        onClick={() => {
          setExited(false);
          setOpen(true);
        }}
      >
        Save draft
      </button>
      <Snackbar
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        data-shown={shown || undefined}
        className={classes.toast}
        onTransitionEnd={(event: React.TransitionEvent<HTMLDivElement>) => {
          if (!open && event.target === event.currentTarget && event.propertyName === 'opacity') {
            setExited(true);
          }
        }}
      >
        <span role="status">Draft saved</span>
      </Snackbar>
    </div>
  );
}
