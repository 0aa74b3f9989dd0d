import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

interface Toast {
  key: number;
  text: string;
}

export default function ConsecutiveSnackbars() {
  const [queue, setQueue] = React.useState<Toast[]>([]);
  const [current, setCurrent] = React.useState<Toast | undefined>(undefined);
  const [open, setOpen] = React.useState(false);

  React.useEffect(() => {
    const next = queue[0];
    if (next && !current) {
      // Nothing on screen: show the next message.
      setCurrent(next);
      setQueue((items) => items.slice(1));
      setOpen(true);
    } else if (queue.length > 0 && current && open) {
      // A message is waiting: close the current one early.
      setOpen(false);
    }
  }, [queue, current, open]);

  const add = (text: string) => setQueue((items) => [...items, { key: Date.now(), text }]);

  const handleClose = (_event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => add('Invoice 1042 sent')}>
        Send invoice
      </Button>
      <Button variant="outlined" onClick={() => add('Reminder scheduled for Monday')}>
        Schedule reminder
      </Button>
      <Snackbar
        key={current?.key}
        open={open}
        autoHideDuration={5000}
        onClose={handleClose}
        // Only once the exit transition is over does the next message get its turn.
        TransitionProps={{ onExited: () => setCurrent(undefined) }}
        message={current?.text}
        action={
          <IconButton size="small" color="inherit" aria-label="Close" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
      />
    </Stack>
  );
}
