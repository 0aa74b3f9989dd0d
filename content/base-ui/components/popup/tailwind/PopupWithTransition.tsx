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

export default function PopupWithTransition() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={button} ref={setAnchor} onClick={() => setOpen(!open)}>
        {open ? 'Hide' : 'Show'} delivery window
      </button>
      <Popup keepMounted anchor={anchor} open={open} className="z-[1300]">
        <CssTransition
          className="-translate-y-1 opacity-0 transition duration-150"
          enterClassName="!translate-y-0 !opacity-100"
          lastTransitionedPropertyOnExit="opacity"
        >
          <div className={panel}>Arrives Thursday between 9:00 and 13:00</div>
        </CssTransition>
      </Popup>
    </div>
  );
}
