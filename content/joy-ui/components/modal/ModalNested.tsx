import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogActions from '@mui/joy/DialogActions';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalNested() {
  const [editing, setEditing] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setEditing(true)}>
        Edit post
      </Button>
      <Modal open={editing} onClose={() => setConfirming(true)}>
        <ModalDialog>
          <DialogTitle>Edit post</DialogTitle>
          <DialogContent>
            Closing this dialog (Escape, the backdrop) asks first, in a second dialog on top.
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setEditing(false)}>Save</Button>
            <Button variant="plain" color="neutral" onClick={() => setConfirming(true)}>
              Discard
            </Button>
          </DialogActions>
          {/* The inner modal stacks above the outer one; Escape closes the top one only. */}
          <Modal open={confirming} onClose={() => setConfirming(false)}>
            <ModalDialog role="alertdialog" size="sm">
              <DialogTitle>Discard your changes?</DialogTitle>
              <DialogActions>
                <Button
                  color="danger"
                  onClick={() => {
                    setConfirming(false);
                    setEditing(false);
                  }}
                >
                  Discard
                </Button>
                <Button variant="plain" color="neutral" onClick={() => setConfirming(false)}>
                  Keep editing
                </Button>
              </DialogActions>
            </ModalDialog>
          </Modal>
        </ModalDialog>
      </Modal>
    </>
  );
}
