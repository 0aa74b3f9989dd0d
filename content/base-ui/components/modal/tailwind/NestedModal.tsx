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

export default function NestedModal() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Project “Atlas” is active.');
  return (
    <div>
      <button type="button" className={button} onClick={() => setSettingsOpen(true)}>
        Project settings
      </button>
      <p className="m-0 mt-3 text-sm">{status}</p>
      <Modal
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        className={root}
        slots={{ backdrop: Backdrop }}
      >
        <div className={dialog} role="dialog" aria-labelledby="settings-title" tabIndex={-1}>
          <h2 className="mb-2 mt-0 text-lg" id="settings-title">
            Project settings
          </h2>
          <p className="mb-4 mt-0">Atlas · created 12 March · 4 members</p>
          <button type="button" className={button} onClick={() => setConfirmOpen(true)}>
            Delete project…
          </button>{' '}
          <button type="button" className={button} onClick={() => setSettingsOpen(false)}>
            Close
          </button>
          <Modal
            open={confirmOpen}
            onClose={() => setConfirmOpen(false)}
            className={root}
            slots={{ backdrop: Backdrop }}
          >
            <div
              className={dialog}
              role="alertdialog"
              aria-labelledby="confirm-title"
              tabIndex={-1}
            >
              <h2 className="mb-2 mt-0 text-lg" id="confirm-title">
                Delete “Atlas”?
              </h2>
              <p className="mb-4 mt-0">Its boards and files are removed for all 4 members.</p>
              <button type="button" className={button} onClick={() => setConfirmOpen(false)}>
                Cancel
              </button>{' '}
              <button
                type="button"
                className={button}
                onClick={() => {
                  setConfirmOpen(false);
                  setSettingsOpen(false);
                  setStatus('Project “Atlas” was deleted.');
                }}
              >
                Delete
              </button>
            </div>
          </Modal>
        </div>
      </Modal>
    </div>
  );
}
