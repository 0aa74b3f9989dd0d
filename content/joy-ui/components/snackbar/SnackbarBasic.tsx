import * as React from 'react';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

export default function SnackbarBasic() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy invite link
      </Button>
      <Snackbar
        role="status"
        open={open}
        autoHideDuration={5000}
        onClose={(_event, reason) => {
          if (reason === 'clickaway') return;
          setOpen(false);
        }}
      >
        Invite link copied. It stays valid for 7 days.
      </Snackbar>
    </React.Fragment>
  );
}
