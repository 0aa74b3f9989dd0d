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

export default function ConfirmModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={button} onClick={() => setOpen(true)}>
        Delete workspace
      </button>
      <Modal
        open={open}
        onClose={(_event: object, reason: string) => reason !== 'backdropClick' && setOpen(false)}
        className={root}
        slots={{ backdrop: Backdrop }}
      >
        <div role="alertdialog" aria-labelledby="delete-title" tabIndex={-1} className={dialog}>
          <h2 id="delete-title" className="mb-2 mt-0 text-lg">
            Delete “Marketing site”?
          </h2>
          <p className="mb-4 mt-0">
            Its 48 pages and their history are removed for everyone. This can't be undone.
          </p>
          <div className="flex justify-end gap-2">
            <button className={button} type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button className={button} type="button" onClick={() => setOpen(false)}>
              Delete
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
