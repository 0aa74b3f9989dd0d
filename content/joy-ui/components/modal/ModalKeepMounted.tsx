import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Modal from '@mui/joy/Modal';
import ModalClose from '@mui/joy/ModalClose';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Textarea from '@mui/joy/Textarea';

export default function ModalKeepMounted() {
  const [open, setOpen] = React.useState(false);
  const [keepMounted, setKeepMounted] = React.useState(true);
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Write a note
      </Button>
      <Switch
        checked={keepMounted}
        onChange={(event) => setKeepMounted(event.target.checked)}
        endDecorator="keepMounted"
        slotProps={{ input: { 'aria-label': 'Keep the closed dialog mounted' } }}
      />
      <Modal open={open} onClose={() => setOpen(false)} keepMounted={keepMounted}>
        <ModalDialog sx={{ width: 'min(100%, 420px)' }}>
          <ModalClose aria-label="Close the note" />
          <DialogTitle>Note for the night shift</DialogTitle>
          <DialogContent>Close the dialog after typing, then open it again.</DialogContent>
          <FormControl>
            <FormLabel>Note</FormLabel>
            <Textarea minRows={3} placeholder="Ward 4: bed 12 needs a fresh drip at 02:00" />
          </FormControl>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
