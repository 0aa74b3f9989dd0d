import * as React from 'react';
import Button from '@mui/joy/Button';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ModalOwnSurface() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();
  return (
    <>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Show the tide table
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', p: 2 }}
      >
        <Sheet
          role="dialog"
          aria-modal="true"
          aria-labelledby={titleId}
          variant="outlined"
          sx={{ position: 'relative', maxWidth: 420, borderRadius: 'md', p: 3, boxShadow: 'lg' }}
        >
          <ModalClose aria-label="Close the tide table" />
          <Typography id={titleId} component="h2" level="title-lg" sx={{ mb: 1 }}>
            Tides on Saturday
          </Typography>
          <Typography>High water 06:12 and 18:40; low water 12:25. Launch before 10:00.</Typography>
        </Sheet>
      </Modal>
    </>
  );
}
