import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { useTransitionStateManager } from '@mui/base/useTransition';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const panel = [
  'rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 text-sm text-slate-900',
  'shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50 dark:shadow-black/50',
].join(' ');

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
      className={[
        panel,
        'transition duration-200',
        entered ? 'translate-x-0 opacity-100' : '-translate-x-4 opacity-0 rtl:translate-x-4',
      ].join(' ')}
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
      <button type="button" className={button} ref={setAnchor} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} today’s agenda
      </button>
      <Popup
        keepMounted
        anchor={anchor}
        open={open}
        placement="bottom-start"
        offset={6}
        className="z-[1300]"
      >
        <SlideIn>10:00 Design review · 13:30 Customer call · 16:00 Release sync</SlideIn>
      </Popup>
    </div>
  );
}
