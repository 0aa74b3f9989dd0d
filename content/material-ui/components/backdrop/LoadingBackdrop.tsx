import * as React from 'react';
import Box from '@mui/material/Box';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';

export default function LoadingBackdrop() {
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    if (!open) return undefined;
    // Pretend the export takes three seconds; Escape or a click cancels it.
    const timer = setTimeout(() => setOpen(false), 3000);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Export report
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {open ? 'Exporting the report…' : ''}
      </Box>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        sx={(theme) => ({
          color: '#fff',
          zIndex: theme.zIndex.drawer + 1,
          flexDirection: 'column',
          gap: 2,
        })}
      >
        <CircularProgress color="inherit" aria-label="Exporting the report" />
        <Typography>Exporting the report… click anywhere to cancel</Typography>
      </Backdrop>
    </div>
  );
}
