import * as React from 'react';
import { keyframes } from '@mui/system';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

const popIn = keyframes`
  from { transform: scale(0.8); opacity: 0; }
  to { transform: scale(1); opacity: 1; }
`;
const popOut = keyframes`
  from { transform: scale(1); opacity: 1; }
  to { transform: scale(0.8); opacity: 0; }
`;

const duration = 400;

export default function SnackbarAnimation() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Save changes
      </Button>
      <Snackbar
        role="status"
        color="success"
        variant="soft"
        open={open}
        animationDuration={duration}
        autoHideDuration={4000}
        onClose={() => setOpen(false)}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        sx={{
          animation: `${open ? popIn : popOut} ${duration}ms forwards`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '1ms' },
        }}
      >
        Changes saved.
      </Snackbar>
    </React.Fragment>
  );
}
