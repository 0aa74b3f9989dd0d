import * as React from 'react';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

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

export default function BasicClickAway() {
  const [open, setOpen] = React.useState(false);
  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <div className="grid justify-items-start gap-2">
        <button
          type="button"
          className={button}
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          {open ? 'Close' : 'Open'} details
        </button>
        {open ? (
          <div className={`max-w-[280px] ${panel}`}>
            Click anywhere outside this panel to close it.
          </div>
        ) : null}
      </div>
    </ClickAwayListener>
  );
}
