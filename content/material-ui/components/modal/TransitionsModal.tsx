import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

export default function TransitionsModal() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Preview release notes
      </Button>
      <Modal
        open={open}
        onClose={close}
        closeAfterTransition
        slots={{ backdrop: Backdrop }}
        slotProps={{ backdrop: { timeout: 400 } }}
      >
        <Fade in={open} timeout={400}>
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby="transitions-modal-title"
            aria-describedby="transitions-modal-description"
            tabIndex={-1}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'min(440px, calc(100% - 32px))',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 24,
              p: 3,
              outline: 0,
            }}
          >
            <Typography id="transitions-modal-title" variant="h6" component="h2">
              Version 2.4
            </Typography>
            <Typography id="transitions-modal-description" variant="body2" sx={{ my: 2 }}>
              Faster search, offline drafts and a new compact layout for small screens.
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
              <Button onClick={close}>Later</Button>
              <Button variant="contained" onClick={close}>
                Got it
              </Button>
            </Box>
          </Box>
        </Fade>
      </Modal>
    </div>
  );
}
