import * as React from 'react';
import { Modal } from '@mui/base/Modal';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const root = 'fixed inset-0 z-[1300] flex items-center justify-center';
const backdrop = 'fixed inset-0 -z-10 bg-slate-950/50';
const dialog = [
  'w-[360px] max-w-[calc(100vw-32px)] rounded-xl bg-white p-6 text-sm text-slate-900 shadow-2xl',
  'outline-0 dark:bg-slate-800 dark:text-slate-50',
  'scale-[0.96] opacity-0 transition duration-[180ms] ease-out motion-reduce:duration-[1ms]',
  'data-[shown]:scale-100 data-[shown]:opacity-100',
].join(' ');

function Backdrop(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={backdrop} />;
}

// A transition child for Modal: Modal recognises it by its `in` prop, passes it `onEnter` and
// `onExited`, and stays mounted until `onExited` is called.
const Fade = React.forwardRef<
  HTMLDivElement,
  React.HTMLAttributes<HTMLDivElement> & {
    in?: boolean;
    onEnter?: () => void;
    onExited?: () => void;
  }
>(function Fade(props, ref) {
  const { in: inProp = false, onEnter, onExited, ...other } = props;
  // The shown state is applied one frame after opening, so the enter transition runs.
  const [shown, setShown] = React.useState(false);
  React.useEffect(() => {
    if (!inProp) {
      setShown(false);
      return undefined;
    }
    onEnter?.();
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inProp]);
  return (
    <div
      ref={ref}
      data-shown={shown || undefined}
      onTransitionEnd={(event) => {
        if (!inProp && event.target === event.currentTarget && event.propertyName === 'opacity') {
          onExited?.();
        }
      }}
      {...other}
    />
  );
});

const NOTES = [
  'Search now matches words inside attachments.',
  'Dark mode follows your system setting.',
  'Exports of more than 10,000 rows run in the background.',
];

export default function ModalTransition() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button className={button} type="button" onClick={() => setOpen(true)}>
        What’s new
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={root}
        slots={{ backdrop: Backdrop }}
      >
        <Fade in={open} role="dialog" aria-labelledby="release-title" className={dialog}>
          <p id="release-title" className="mb-2 mt-0 text-lg font-bold">
            New in version 2.4
          </p>
          <ul className="mb-4 mt-0 ps-5">
            {NOTES.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
          <button className={button} type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </Fade>
      </Modal>
    </div>
  );
}
