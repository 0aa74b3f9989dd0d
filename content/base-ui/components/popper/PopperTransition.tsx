import * as React from 'react';
import { Popper, type PopperTransitionProps } from '@mui/base/Popper';
import { useRtl } from '@mui/system/RtlProvider';
import { styled } from '@mui/system';

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f0f3f7' },
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
    '&:hover': { backgroundColor: '#262b35' },
  }),
}));

const Panel = styled('div')(({ theme }) => ({
  maxWidth: 280,
  margin: 4,
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  opacity: 0,
  transform: 'scale(0.95)',
  transition: 'opacity 160ms ease-out, transform 160ms ease-out',
  '&[data-shown]': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.5)',
  }),
}));

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
    <Panel
      data-shown={shown || undefined}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          callbacks.current.onExited?.();
        }
      }}
    >
      {children}
    </Panel>
  );
}

export default function PopperTransition() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  // Popper.js placements are physical: `direction` mirrors -start and -end in right-to-left.
  const isRtl = useRtl();

  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      <Button
        type="button"
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
      </Button>
      <Popper
        id="return-policy"
        role={undefined}
        open={open}
        anchorEl={anchor}
        transition
        disablePortal
        placement="bottom-start"
        direction={isRtl ? 'rtl' : 'ltr'}
        style={{ zIndex: 1300 }}
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
