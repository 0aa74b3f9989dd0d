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
].join(' ');

function Backdrop(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={backdrop} />;
}

export default function ModalInitialFocus() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        Add a teammate
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={root}
        slots={{ backdrop: Backdrop }}
      >
        <div role="dialog" aria-labelledby="invite-title" tabIndex={-1} className={dialog}>
          <h2 id="invite-title" className="mb-2 mt-0 text-lg">
            Add a teammate
          </h2>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            <p className="mb-4 mt-0">
              <label htmlFor="invite-email">Email address</label>
              <br />
              {/* Focused when the dialog opens; the trap then leaves focus where it is. */}
              <input id="invite-email" type="email" required autoFocus autoComplete="off" />
            </p>
            <div style={{ display: 'flex', gap: 8 }}>
              <button className={button} type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button className={button} type="submit">
                Send invite
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}
