import * as React from 'react';
import { Modal } from '@mui/base/Modal';
import classes from './ModalInitialFocus.module.css';

function Backdrop(
  props: React.HTMLAttributes<HTMLDivElement> & { open?: boolean; ownerState?: unknown },
) {
  const { open: _open, ownerState: _ownerState, ...other } = props;
  return <div {...other} className={classes.backdrop} />;
}

export default function ModalInitialFocus() {
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button type="button" className={classes.button} onClick={() => setOpen(true)}>
        Add a teammate
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        className={classes.root}
        slots={{ backdrop: Backdrop }}
      >
        <div role="dialog" aria-labelledby="invite-title" tabIndex={-1} className={classes.dialog}>
          <h2 id="invite-title">Add a teammate</h2>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
          >
            <p>
              <label htmlFor="invite-email">Email address</label>
              <br />
              {/* Focused when the dialog opens; the trap then leaves focus where it is. */}
              <input id="invite-email" type="email" required autoFocus autoComplete="off" />
            </p>
            <div style={{ display: 'flex', gap: 8 }}>
              <button className={classes.button} type="button" onClick={() => setOpen(false)}>
                Cancel
              </button>
              <button className={classes.button} type="submit">
                Send invite
              </button>
            </div>
          </form>
        </div>
      </Modal>
    </div>
  );
}
