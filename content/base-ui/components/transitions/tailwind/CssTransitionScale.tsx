import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import { CssTransition } from '@mui/base/Transitions';

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

export default function CssTransitionScale() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={button} ref={setAnchor} onClick={() => setOpen(!open)}>
        Account
      </button>
      <Popup keepMounted anchor={anchor} open={open} offset={6} className="z-[1300]">
        <CssTransition
          className="origin-top scale-90 opacity-0 transition duration-150"
          enterClassName="!scale-100 !opacity-100"
          lastTransitionedPropertyOnExit="transform"
        >
          <div className={panel}>Signed in as grace@example.com</div>
        </CssTransition>
      </Popup>
    </div>
  );
}
