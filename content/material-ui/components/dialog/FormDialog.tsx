import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function FormDialog() {
  const [open, setOpen] = React.useState(false);
  const [invited, setInvited] = React.useState<string[]>([]);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email'));
    setInvited((current) => [...current, email]);
    setOpen(false);
  };

  return (
    <Box>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Invite a teammate
      </Button>
      <Typography variant="body2" sx={{ marginTop: 1, color: 'text.secondary' }} role="status">
        {invited.length > 0 ? `Invitations sent: ${invited.join(', ')}` : ''}
      </Typography>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        maxWidth="xs"
        aria-labelledby="invite-dialog-title"
        PaperProps={{ component: 'form', onSubmit: handleSubmit }}
      >
        <DialogTitle id="invite-dialog-title">Invite a teammate</DialogTitle>
        <DialogContent>
          <DialogContentText>
            They will get an email with a link to join the Design workspace.
          </DialogContentText>
          <TextField
            autoFocus
            required
            margin="dense"
            name="email"
            label="Email address"
            type="email"
            fullWidth
            variant="standard"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button type="submit">Send invite</Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
