import * as React from 'react';
import { FocusTrap } from '@mui/base/FocusTrap';

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

export default function BasicFocusTrap() {
  const [open, setOpen] = React.useState(false);
  return (
    <div className="grid justify-items-start gap-3">
      <button type="button" className={button} onClick={() => setOpen(true)} disabled={open}>
        Rename project
      </button>
      {open ? (
        <FocusTrap open>
          <div
            tabIndex={-1}
            role="group"
            aria-label="Rename project"
            onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
            className={`flex flex-wrap items-center gap-2 ${panel}`}
          >
            <label htmlFor="basicfocustrap-field">Name</label>
            <input id="basicfocustrap-field" defaultValue="Atlas" />
            <button type="button" className={button} onClick={() => setOpen(false)}>
              Done
            </button>
          </div>
        </FocusTrap>
      ) : null}
    </div>
  );
}
