import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

export default function UndoSnackbar() {
  const [open, setOpen] = React.useState(false);
  const [archived, setArchived] = React.useState(false);

  const archive = () => {
    setArchived(true);
    setOpen(true);
  };

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    // Clicking elsewhere on the page shouldn't dismiss the only way to undo.
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  const undo = () => {
    setArchived(false);
    setOpen(false);
  };

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
      <Button variant="outlined" onClick={archive} disabled={archived}>
        Archive conversation
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {archived ? 'In archive' : 'In inbox'}
      </Typography>
      <Snackbar
        open={open}
        autoHideDuration={6000}
        onClose={handleClose}
        message="Conversation archived"
        action={
          <>
            <Button color="inherit" size="small" onClick={undo}>
              Undo
            </Button>
            <IconButton size="small" color="inherit" aria-label="Close" onClick={handleClose}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      />
    </Box>
  );
}
