import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';

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
  'translate-y-4 opacity-0 transition duration-200 ease-out motion-reduce:duration-[1ms]',
  'data-[shown]:translate-y-0 data-[shown]:opacity-100',
].join(' ');

export default function SnackbarTransition() {
  const [open, setOpen] = React.useState(false);
  // `exited` keeps the closed snackbar mounted until its exit transition has ended.
  const [exited, setExited] = React.useState(true);
  // The shown state is applied one frame after opening, so the enter transition runs.
  const [shown, setShown] = React.useState(false);

  React.useEffect(() => {
    if (!open) {
      setShown(false);
      return undefined;
    }
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [open]);

  return (
    <div>
      <button
        type="button"
        className={button}
        onClick={() => {
          setExited(false);
          setOpen(true);
        }}
      >
        Save draft
      </button>
      <Snackbar
        open={open}
        exited={exited}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        data-shown={shown || undefined}
        className={toast}
        onTransitionEnd={(event: React.TransitionEvent<HTMLDivElement>) => {
          if (!open && event.target === event.currentTarget && event.propertyName === 'opacity') {
            setExited(true);
          }
        }}
      >
        <span role="status">Draft saved</span>
      </Snackbar>
    </div>
  );
}
