import * as React from 'react';
import { useSnackbar } from '@mui/base/useSnackbar';
import { ClickAwayListener } from '@mui/base/ClickAwayListener';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const toast = [
  'fixed inset-x-0 bottom-6 z-[1400] mx-auto flex w-fit items-center gap-4 rounded-lg',
  'bg-slate-800 px-4 py-2.5 text-sm text-white shadow-2xl dark:bg-slate-200 dark:text-slate-900',
].join(' ');

export default function UseSnackbarHook() {
  const [open, setOpen] = React.useState(false);
  const { getRootProps, onClickAway } = useSnackbar({
    open,
    autoHideDuration: 5000,
    onClose: () => setOpen(false),
  });
  return (
    <div>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        Save draft
      </button>
      {open ? (
        <ClickAwayListener onClickAway={onClickAway}>
          <div {...getRootProps()} className={toast}>
            <span role="status">Draft saved at 10:42</span>
          </div>
        </ClickAwayListener>
      ) : null}
    </div>
  );
}
