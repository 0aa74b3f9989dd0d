import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './ConfirmModal.module.css';

function Backdrop(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={classes.backdrop} />;
}

export default function ConfirmModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        Delete workspace
      </button>
      <Modal
        open={open}
        onClose={(_event: object, reason: string) => reason !== 'backdropClick' && setOpen(false)}
        className={classes.root}
        slots={{ backdrop: Backdrop }}
      >
        <div
          role="alertdialog"
          aria-labelledby="delete-title"
          tabIndex={-1}
          className={classes.dialog}
        >
          <h2 id="delete-title">Delete “Marketing site”?</h2>
          <p>Its 48 pages and their history are removed for everyone. This can't be undone.</p>
          <div className={classes.actions}>
            <button className={classes.button} type="button" onClick={() => setOpen(false)}>
              Cancel
            </button>
            <button className={classes.button} type="button" onClick={() => setOpen(false)}>
              Delete
            </button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
