import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Modal from '@mui/material/Modal';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const panel = {
  position: 'absolute',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(420px, calc(100% - 32px))',
  bgcolor: 'background.paper',
  borderRadius: 2,
  boxShadow: 24,
  p: 3,
  outline: 0,
} as const;

export default function KeepMountedModal() {
  const [open, setOpen] = React.useState(false);
  const [keepMounted, setKeepMounted] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Write feedback
      </Button>
      <FormControlLabel
        control={
          <Switch
            checked={keepMounted}
            onChange={(event) => setKeepMounted(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="keepMounted"
      />
      <Modal open={open} onClose={() => setOpen(false)} keepMounted={keepMounted}>
        <Box
          role="dialog"
          aria-modal="true"
          aria-labelledby="keep-mounted-modal-title"
          tabIndex={-1}
          sx={panel}
        >
          <Typography id="keep-mounted-modal-title" variant="h6" component="h2" gutterBottom>
            Feedback
          </Typography>
          {/* Uncontrolled: the text lives in the DOM, so it survives only if the modal stays mounted. */}
          <TextField label="What could we do better?" multiline minRows={3} fullWidth />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, marginBlockStart: 2 }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Box>
      </Modal>
    </Box>
  );
}
