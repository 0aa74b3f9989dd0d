import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';
import classes from './WebAnimationsAdapter.module.css';

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

export default function WebAnimationsAdapter() {
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
        {open ? 'Hide' : 'Show'} sync status
      </button>
      <Popup
        keepMounted
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        className={classes.popup}
      >
        <WebAnimation className={classes.panel}>
          Last synced 2 minutes ago · 3 files waiting to upload
        </WebAnimation>
      </Popup>
    </div>
  );
}
