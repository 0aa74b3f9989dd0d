import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './NestedModal.module.css';

function Backdrop(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={classes.backdrop} />;
}

export default function NestedModal() {
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [confirmOpen, setConfirmOpen] = React.useState(false);
  const [status, setStatus] = React.useState('Project “Atlas” is active.');
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setSettingsOpen(true)}>
        Project settings
      </button>
      <p className={classes.status}>{status}</p>
      <Modal
        open={settingsOpen}
        onClose={() => setSettingsOpen(false)}
        className={classes.root}
        slots={{ backdrop: Backdrop }}
      >
        <div
          className={classes.dialog}
          role="dialog"
          aria-labelledby="settings-title"
          tabIndex={-1}
        >
          <h2 id="settings-title">Project settings</h2>
          <p>Atlas · created 12 March · 4 members</p>
          <button type="button" className={classes.button} onClick={() => setConfirmOpen(true)}>
            Delete project…
          </button>{' '}
          <button type="button" className={classes.button} onClick={() => setSettingsOpen(false)}>
            Close
          </button>
          <Modal
            open={confirmOpen}
            onClose={() => setConfirmOpen(false)}
            className={classes.root}
            slots={{ backdrop: Backdrop }}
          >
            <div
              className={classes.dialog}
              role="alertdialog"
              aria-labelledby="confirm-title"
              tabIndex={-1}
            >
              <h2 id="confirm-title">Delete “Atlas”?</h2>
              <p>Its boards and files are removed for all 4 members.</p>
              <button
                type="button"
                className={classes.button}
                onClick={() => setConfirmOpen(false)}
              >
                Cancel
              </button>{' '}
              <button
                type="button"
                className={classes.button}
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
