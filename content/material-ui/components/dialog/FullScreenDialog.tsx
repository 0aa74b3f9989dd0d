import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function FullScreenDialog() {
  const [open, setOpen] = React.useState(false);
  const close = () => setOpen(false);

  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        New event
      </Button>
      <Dialog fullScreen open={open} onClose={close} aria-labelledby="event-dialog-title">
        <AppBar position="sticky" elevation={0}>
          <Toolbar>
            <IconButton
              edge="start"
              color="inherit"
              onClick={close}
              aria-label="Close without saving"
            >
              <CloseIcon />
            </IconButton>
            <Typography
              id="event-dialog-title"
              variant="h6"
              component="h2"
              sx={{ flex: 1, marginInlineStart: 2 }}
            >
              New event
            </Typography>
            <Button color="inherit" onClick={close}>
              Save
            </Button>
          </Toolbar>
        </AppBar>
        <DialogContent>
          <Stack spacing={2} sx={{ maxWidth: 480, marginInline: 'auto', paddingBlock: 2 }}>
            <TextField label="Title" defaultValue="Team lunch" />
            <TextField label="Where" defaultValue="Canteen, 2nd floor" />
            <TextField label="Notes" multiline minRows={3} />
          </Stack>
        </DialogContent>
      </Dialog>
    </React.Fragment>
  );
}
