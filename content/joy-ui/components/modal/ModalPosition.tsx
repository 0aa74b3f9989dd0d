import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';

export default function ModalPosition() {
  const [open, setOpen] = React.useState(false);
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        Cookie settings
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog
          sx={{
            // Undo the centring, then pin the dialog to the bottom edge on narrow screens.
            top: 'auto',
            bottom: { xs: 0, sm: 24 },
            transform: 'translateX(-50%)',
            maxWidth: { xs: '100%', sm: 480 },
            width: { xs: '100%', sm: 'auto' },
            borderEndStartRadius: { xs: 0, sm: 'md' },
            borderEndEndRadius: { xs: 0, sm: 'md' },
          }}
        >
          <ModalClose aria-label="Close" />
          <DialogTitle>Cookies on this site</DialogTitle>
          <DialogContent>
            A dialog does not have to sit in the centre: this one slides in at the bottom.
          </DialogContent>
        </ModalDialog>
      </Modal>
    </>
  );
}
