import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

const savedBio = 'Product designer in Lisbon. Likes maps, trains and good tea.';

export default function UnsavedChangesDialog() {
  const [open, setOpen] = React.useState(false);
  const [confirming, setConfirming] = React.useState(false);
  const [bio, setBio] = React.useState(savedBio);
  const [draft, setDraft] = React.useState(savedBio);
  const dirty = draft !== bio;
  const discarding = React.useRef(false);

  const close = () => {
    setOpen(false);
    setConfirming(false);
  };

  // Escape, a backdrop click and Cancel all ask first when there is something to lose.
  const requestClose = () => {
    if (dirty) setConfirming(true);
    else close();
  };

  return (
    <div>
      <Button
        variant="outlined"
        onClick={() => {
          setDraft(bio);
          setOpen(true);
        }}
      >
        Edit bio
      </Button>
      <Dialog open={open} onClose={requestClose} fullWidth maxWidth="xs">
        <DialogTitle>Edit bio</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            multiline
            minRows={3}
            fullWidth
            margin="dense"
            label="Bio"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>Cancel</Button>
          <Button
            variant="contained"
            disabled={!dirty}
            onClick={() => {
              setBio(draft);
              close();
            }}
          >
            Save
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        aria-describedby="discard-bio-text"
        TransitionProps={{
          // Close the editor only once this dialog is gone and has returned focus to it, so
          // the editor can then return focus to the "Edit bio" button.
          onExited: () => {
            if (discarding.current) {
              discarding.current = false;
              close();
            }
          },
        }}
      >
        <DialogTitle>Discard your changes?</DialogTitle>
        <DialogContent>
          <DialogContentText id="discard-bio-text">
            The edits to your bio have not been saved.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button autoFocus onClick={() => setConfirming(false)}>
            Keep editing
          </Button>
          <Button
            color="error"
            onClick={() => {
              discarding.current = true;
              setConfirming(false);
            }}
          >
            Discard
          </Button>
        </DialogActions>
      </Dialog>
    </div>
  );
}
