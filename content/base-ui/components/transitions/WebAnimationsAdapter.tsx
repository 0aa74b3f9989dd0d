import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';
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

const KEYFRAMES: Keyframe[] = [
  { opacity: 0, transform: 'translateY(-6px) scale(0.97)' },
  { opacity: 1, transform: 'none' },
];

// An adapter: it reads the transition context and drives the Web Animations API with it.
// Any animation library fits the same shape: play on requestedEnter, call onExited when done.
function WebAnimation({ className, children }: { className?: string; children: React.ReactNode }) {
  const { requestedEnter, onExited } = useTransitionStateManager();
  const ref = React.useRef<HTMLDivElement>(null);
  const animationRef = React.useRef<Animation | null>(null);
  const firstRun = React.useRef(true);

  React.useEffect(() => {
    const element = ref.current;
    const isFirstRun = firstRun.current;
    firstRun.current = false;
    // Mounted closed (keepMounted): nothing to animate yet.
    if (!element || (isFirstRun && !requestedEnter)) {
      return;
    }
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    animationRef.current?.cancel();
    const animation = element.animate(KEYFRAMES, {
      duration: reduceMotion ? 0 : 200,
      easing: 'ease-out',
      fill: 'both',
      direction: requestedEnter ? 'normal' : 'reverse',
    });
    animationRef.current = animation;
    if (!requestedEnter) {
      // A cancelled animation (the popup reopened meanwhile) never fires finish.
      animation.onfinish = () => onExited();
    }
  }, [requestedEnter, onExited]);

  React.useEffect(() => () => animationRef.current?.cancel(), []);

  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}

const Panel = styled(WebAnimation)(({ theme }) => ({
  padding: '12px 16px',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.5)',
  }),
}));

export default function WebAnimationsAdapter() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <Button type="button" ref={setAnchor} aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} sync status
      </Button>
      <Popup
        keepMounted
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        style={{ zIndex: 1300 }}
      >
        <Panel>Last synced 2 minutes ago · 3 files waiting to upload</Panel>
      </Popup>
    </div>
  );
}
