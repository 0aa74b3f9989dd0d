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
  width: 'min(420px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  boxShadow: 24,
  padding: 3,
  outline: 0,
} as const;

function ConfirmDelete({ onDeleted }: { onDeleted: () => void }) {
  const [open, setOpen] = React.useState(false);

  return (
    <>
      <Button color="error" onClick={() => setOpen(true)}>
        Delete project…
      </Button>
      {/* A second Modal, opened from inside the first: it stacks on top. */}
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="alertdialog"
          aria-modal="true"
          aria-labelledby="nested-modal-confirm-title"
          aria-describedby="nested-modal-confirm-text"
          tabIndex={-1}
          sx={{ ...panel, width: 'min(340px, calc(100% - 32px))' }}
        >
          <Typography id="nested-modal-confirm-title" variant="h6" component="h2" gutterBottom>
            Delete “Atlas”?
          </Typography>
          <Typography id="nested-modal-confirm-text" variant="body2">
            Its 214 tasks and files are removed for everyone. This cannot be undone.
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, marginTop: 2 }}>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              color="error"
              variant="contained"
              onClick={() => {
                setOpen(false);
                onDeleted();
              }}
            >
              Delete
            </Button>
          </Box>
        </Box>
      </Modal>
    </>
  );
}

export default function NestedModal() {
  const [open, setOpen] = React.useState(false);
  const [deleted, setDeleted] = React.useState(false);

  return (
    <div>
      <Button
        variant="outlined"
        onClick={() => {
          setDeleted(false);
          setOpen(true);
        }}
      >
        Project settings
      </Button>
      <Typography variant="body2" role="status" sx={{ marginTop: 1, color: 'text.secondary' }}>
        {deleted ? 'Atlas deleted (in this demo, nothing was).' : ''}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="nested-modal-title"
          tabIndex={-1}
          sx={panel}
        >
          <Typography id="nested-modal-title" variant="h6" component="h2" gutterBottom>
            Project settings
          </Typography>
          <Typography variant="body2" sx={{ marginBottom: 2 }}>
            Atlas · created by Mei Tanaka · 6 members
          </Typography>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <ConfirmDelete
              onDeleted={() => {
                setOpen(false);
                setDeleted(true);
              }}
            />
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Box>
      </Modal>
    </div>
  );
}
