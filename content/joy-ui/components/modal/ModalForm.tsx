import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';

export default function ModalForm() {
  const [open, setOpen] = React.useState(false);
  const [created, setCreated] = React.useState<string | null>(null);
  return (
    <Stack spacing={1} sx={{ alignItems: 'center' }}>
      <Button startDecorator={<AddRounded />} onClick={() => setOpen(true)}>
        New workspace
      </Button>
      <Typography level="body-sm" aria-live="polite">
        {created ? `Created “${created}”.` : ' '}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog>
          <DialogTitle>Create a workspace</DialogTitle>
          <DialogContent>Give it a name your team will recognise.</DialogContent>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const data = new FormData(event.currentTarget);
              setCreated(String(data.get('name')));
              setOpen(false);
            }}
          >
            <Stack spacing={2}>
              <FormControl required>
                <FormLabel>Name</FormLabel>
                {/* The first field gets focus when the dialog opens. */}
                <Input name="name" autoFocus />
              </FormControl>
              <FormControl>
                <FormLabel>Short description</FormLabel>
                <Input name="description" />
              </FormControl>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
                <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
                  Cancel
                </Button>
                <Button type="submit">Create</Button>
              </Stack>
            </Stack>
          </form>
        </ModalDialog>
      </Modal>
    </Stack>
  );
}
