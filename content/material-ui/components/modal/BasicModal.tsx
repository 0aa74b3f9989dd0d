import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(400px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
  outline: 0,
} as const;

export default function BasicModal() {
  const [open, setOpen] = React.useState(false);

  return (
    <div>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show shortcuts
      </Button>
      <Modal open={open} onClose={() => setOpen(false)}>
        {/* The Modal root is role="presentation": the panel is the dialog, and carries its name. */}
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="basic-modal-title"
          tabIndex={-1}
          sx={panel}
        >
          <Typography id="basic-modal-title" variant="h6" component="h2" gutterBottom>
            Keyboard shortcuts
          </Typography>
          <Typography variant="body2" component="p">
            <kbd>/</kbd> focuses search, <kbd>N</kbd> starts a new note and <kbd>Esc</kbd> closes
            this window.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
