import * as React from 'react';
import { CssTransition } from '@mui/base/Transitions';
import { useTransitionTrigger, TransitionContext } from '@mui/base/useTransition';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

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
    <div className="max-w-[360px] text-sm">
      <button type="button" className={button} aria-expanded={open} onClick={() => setOpen(!open)}>
        When will my order ship?
      </button>
      <Collapsible open={open}>
        <CssTransition
          className="grid grid-rows-[0fr] transition-[grid-template-rows] duration-200"
          enterClassName="!grid-rows-[1fr]"
        >
          <div className="overflow-hidden">
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
