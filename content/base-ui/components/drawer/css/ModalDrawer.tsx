import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './ModalDrawer.module.css';

const folders = ['Inbox', 'Drafts', 'Sent', 'Archive'];

// Modal passes `open` and `ownerState` to the backdrop: keep them off the DOM element.
function BackdropBase(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={classes.backdrop} />;
}

export default function ModalDrawer() {
  const [open, setOpen] = React.useState(false);
  const [folder, setFolder] = React.useState('Inbox');
  return (
    <div className={classes.root}>
      <button type="button" className={classes.trigger} onClick={() => setOpen(true)}>
        Open folders
      </button>
      <p className={classes.status}>Showing: {folder}</p>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={classes.modal}
        slots={{ backdrop: BackdropBase }}
      >
        <div
          className={classes.panel}
          role="dialog"
          aria-modal="true"
          aria-labelledby="drawer-title"
          tabIndex={-1}
        >
          <div className={classes.header}>
            <h2 id="drawer-title" className={classes.title}>
              Folders
            </h2>
            <button type="button" className={classes.close} onClick={() => setOpen(false)}>
              Close
            </button>
          </div>
          <ul className={classes.list}>
            {folders.map((name) => (
              <li key={name}>
                <button
                  type="button"
                  className={classes.item}
                  aria-current={folder === name ? 'true' : undefined}
                  onClick={() => {
                    setFolder(name);
                    setOpen(false);
                  }}
                >
                  {name}
                </button>
              </li>
            ))}
          </ul>
        </div>
      </Modal>
    </div>
  );
}
