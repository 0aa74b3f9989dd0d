import * as React from 'react';
import { Popper } from '@mui/base/Popper';

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

export default function BasicPopper() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <div className="flex flex-wrap gap-2">
      <button
        className={button}
        type="button"
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Tracking number
      </button>
      <Popper
        id="tracking-popper"
        open={Boolean(anchor)}
        anchorEl={anchor}
        placement="bottom-start"
        className="z-[1300]"
      >
        <div className={`m-1 ${panel}`}>1Z 999 AA1 01 2345 6784 · UPS Ground</div>
      </Popper>
    </div>
  );
}
