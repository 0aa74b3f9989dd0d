import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import ModalOverflow from '@mui/joy/ModalOverflow';

const clauses = Array.from(
  { length: 24 },
  (_, index) => `Clause ${index + 1}: the service is provided as described in the order form.`,
);

export default function ModalLayouts() {
  const [mode, setMode] = React.useState<'fullscreen' | 'overflow' | null>(null);
  const close = () => setMode(null);
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" color="neutral" onClick={() => setMode('fullscreen')}>
        Full-screen dialog
      </Button>
      <Button variant="outlined" color="neutral" onClick={() => setMode('overflow')}>
        Long terms of service
      </Button>
      <Modal open={mode === 'fullscreen'} onClose={close}>
        <ModalDialog layout="fullscreen">
          <ModalClose aria-label="Close" />
          <DialogTitle>Photo editor</DialogTitle>
          <DialogContent>A full-screen dialog suits focused tasks on small screens.</DialogContent>
        </ModalDialog>
      </Modal>
      <Modal open={mode === 'overflow'} onClose={close}>
        <ModalOverflow>
          <ModalDialog>
            <ModalClose aria-label="Close" />
            <DialogTitle>Terms of service</DialogTitle>
            <List>
              {clauses.map((clause) => (
                <ListItem key={clause}>{clause}</ListItem>
              ))}
            </List>
          </ModalDialog>
        </ModalOverflow>
      </Modal>
    </Box>
  );
}
