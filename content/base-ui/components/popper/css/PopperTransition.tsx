import * as React from 'react';
import { Popper, type PopperTransitionProps } from '@mui/base/Popper';
import { useRtl } from '@mui/system/RtlProvider';
import classes from './PopperTransition.module.css';

type FadeProps = Partial<PopperTransitionProps> & { children: React.ReactNode };

// The transition Popper expects: call onEnter when `in` turns true, and onExited once the
// exit has finished, so Popper knows when to unmount.
function Fade({ in: inProp = false, onEnter, onExited, children }: FadeProps) {
  const [shown, setShown] = React.useState(false);
  const shownRef = React.useRef(false);
  const callbacks = React.useRef({ onEnter, onExited });
  React.useEffect(() => {
    callbacks.current = { onEnter, onExited };
  });

  React.useEffect(() => {
    if (inProp) {
      callbacks.current.onEnter?.();
      // One frame later, so the browser paints the hidden state before the transition runs.
      const frame = requestAnimationFrame(() => {
        shownRef.current = true;
        setShown(true);
      });
      return () => cancelAnimationFrame(frame);
    }
    if (shownRef.current) {
      shownRef.current = false;
      setShown(false);
    } else {
      // Closed before it was ever shown: there is no transition to wait for.
      callbacks.current.onExited?.();
    }
    return undefined;
  }, [inProp]);

  return (
    <div
      className={classes.panel}
      data-shown={shown || undefined}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          callbacks.current.onExited?.();
        }
      }}
    >
      {children}
    </div>
  );
}

export default function PopperTransition() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  // Popper.js placements are physical: `direction` mirrors -start and -end in right-to-left.
  const isRtl = useRtl();

  return (
    <div className={classes.row}>
      <button
        type="button"
        className={classes.button}
        aria-expanded={open}
        aria-controls={open ? 'return-policy' : undefined}
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            setAnchor(null);
          }
        }}
      >
        Return policy
      </button>
      <Popper
        id="return-policy"
        role={undefined}
        open={open}
        anchorEl={anchor}
        transition
        disablePortal
        placement="bottom-start"
        direction={isRtl ? 'rtl' : 'ltr'}
        className={classes.popper}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps}>
            Unworn items can be returned within 30 days. Return shipping is free for members.
          </Fade>
        )}
      </Popper>
    </div>
  );
}
