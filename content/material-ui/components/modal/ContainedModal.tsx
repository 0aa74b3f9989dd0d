import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Modal from '@mui/material/Modal';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function ContainedModal() {
  const frameRef = React.useRef<HTMLDivElement>(null);
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);
  const titleId = React.useId();

  const archive = () => {
    setArchived(true);
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Widget preview
      </Typography>
      <Paper
        ref={frameRef}
        variant="outlined"
        sx={{
          // A transform makes this box the containing block of the modal's fixed layers.
          transform: 'translateZ(0)',
          overflow: 'hidden',
          width: '100%',
          maxWidth: 420,
          height: 240,
          p: 2,
        }}
      >
        <Typography sx={{ fontWeight: 600 }}>Harbour walk, Saturday 10:00</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {archived ? 'Archived: hidden from the public calendar.' : '14 people signed up.'}
        </Typography>
        {/* Stays enabled, so that focus can return to it when the modal closes. */}
        <Button variant="outlined" onClick={() => (archived ? setArchived(false) : setOpen(true))}>
          {archived ? 'Restore event' : 'Archive event'}
        </Button>
        <Modal
          open={open}
          onClose={() => setOpen(false)}
          disablePortal
          container={() => frameRef.current}
        >
          <Box
            role="dialog"
            aria-modal="true"
            aria-labelledby={titleId}
            tabIndex={-1}
            sx={{
              position: 'absolute',
              top: '50%',
              left: '50%',
              transform: 'translate(-50%, -50%)',
              width: 'calc(100% - 32px)',
              bgcolor: 'background.paper',
              borderRadius: 2,
              boxShadow: 12,
              p: 2,
              outline: 0,
            }}
          >
            <Typography id={titleId} sx={{ fontWeight: 600, mb: 1 }}>
              Archive this event?
            </Typography>
            <Typography variant="body2">
              The 14 people who signed up keep their confirmation emails.
            </Typography>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2 }}>
              <Button onClick={() => setOpen(false)}>Keep</Button>
              <Button variant="contained" onClick={archive}>
                Archive
              </Button>
            </Box>
          </Box>
        </Modal>
      </Paper>
    </Box>
  );
}
