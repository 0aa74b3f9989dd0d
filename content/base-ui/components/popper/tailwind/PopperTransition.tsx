import * as React from 'react';
import { Popper, type PopperTransitionProps } from '@mui/base/Popper';
import { useRtl } from '@mui/system/RtlProvider';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const panel = [
  'm-1 max-w-[280px] rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 text-sm',
  'text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
  'dark:shadow-black/50 scale-95 opacity-0 transition duration-150 ease-out',
  'motion-reduce:duration-[1ms] data-[shown]:scale-100 data-[shown]:opacity-100',
].join(' ');

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
      className={panel}
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
    <div className="flex flex-wrap gap-2">
      <button
        type="button"
        className={button}
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
        className="z-[1300]"
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
