import * as React from 'react';
import Box from '@mui/material/Box';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Grow from '@mui/material/Grow';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { visuallyHidden } from '@mui/utils';

export default function BackdropTransition() {
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    if (!open) return undefined;
    // The confirmation dismisses itself; Escape or a click closes it sooner.
    const timer = setTimeout(() => setOpen(false), 1500);
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
        Publish article
      </Button>
      <Box component="span" role="status" sx={visuallyHidden}>
        {open ? 'Article published' : ''}
      </Box>
      <Backdrop
        open={open}
        onClick={() => setOpen(false)}
        slots={{ transition: Grow }}
        slotProps={{ transition: { timeout: { enter: 350, exit: 200 } } }}
        sx={(theme) => ({ color: '#fff', zIndex: theme.zIndex.drawer + 1, gap: 1.5 })}
      >
        <CheckCircleIcon fontSize="large" />
        <Typography>Published</Typography>
      </Backdrop>
    </div>
  );
}
