import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './BasicModal.module.css';

function Backdrop(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={classes.backdrop} />;
}

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        Show shortcuts
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={classes.root}
        slots={{ backdrop: Backdrop }}
      >
        <div
          role="dialog"
          aria-labelledby="shortcuts-title"
          tabIndex={-1}
          className={classes.dialog}
        >
          <h2 id="shortcuts-title">Keyboard shortcuts</h2>
          <p>
            Press <kbd>/</kbd> to search, <kbd>G</kbd> then <kbd>I</kbd> to open the inbox, and{' '}
            <kbd>?</kbd> to show this list.
          </p>
          <button className={classes.button} type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      </Modal>
    </div>
  );
}
