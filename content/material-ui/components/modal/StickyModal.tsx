import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal, { type ModalProps } from '@mui/material/Modal';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function StickyModal() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  // A stray click on the backdrop is ignored; Escape and the buttons still close the modal.
  const handleClose: ModalProps['onClose'] = (event, reason) => {
    if (reason === 'backdropClick') return;
    setOpen(false);
  };

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write a review
      </Button>
      <Modal open={open} onClose={handleClose} aria-labelledby={titleId}>
        <Box
          sx={{
            position: 'absolute',
            top: '50%',
            left: '50%',
            transform: 'translate(-50%, -50%)',
            width: 'min(400px, calc(100% - 32px))',
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderRadius: 2,
            boxShadow: 24,
            padding: 3,
          }}
        >
          <Typography id={titleId} component="h2" variant="h6" sx={{ marginBlockEnd: 2 }}>
            Your review
          </Typography>
          <TextField label="What did you think?" multiline minRows={3} fullWidth />
          <Stack
            direction="row"
            spacing={1}
            sx={{ justifyContent: 'flex-end', marginBlockStart: 2 }}
          >
            <Button onClick={() => setOpen(false)}>Discard</Button>
            <Button variant="contained" onClick={() => setOpen(false)}>
              Post
            </Button>
          </Stack>
        </Box>
      </Modal>
    </div>
  );
}
