import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Snackbar from '@mui/joy/Snackbar';

interface Message {
  id: number;
  text: string;
}

const texts = ['Photo uploaded', 'Album shared with 4 people', 'Comment posted'];

export default function SnackbarQueue() {
  const [queue, setQueue] = React.useState<Message[]>([]);
  const [current, setCurrent] = React.useState<Message | null>(null);
  const [open, setOpen] = React.useState(false);
  const nextId = React.useRef(0);

  // Show the next message once the previous one has gone.
  React.useEffect(() => {
    const [next] = queue;
    if (!current && next) {
      setCurrent(next);
      setQueue((items) => items.slice(1));
      setOpen(true);
    }
  }, [current, queue]);

  const enqueue = (text: string) => {
    nextId.current += 1;
    setQueue((items) => [...items, { id: nextId.current, text }]);
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {texts.map((text) => (
        <Button key={text} size="sm" variant="outlined" onClick={() => enqueue(text)}>
          {text}
        </Button>
      ))}
      <Button size="sm" variant="soft" onClick={() => texts.forEach(enqueue)}>
        All three at once
      </Button>
      <Snackbar
        role="status"
        key={current?.id}
        open={open}
        autoHideDuration={3000}
        onClose={(event, reason) => {
          if (reason === 'clickaway') return;
          setOpen(false);
        }}
        onUnmount={() => setCurrent(null)}
      >
        {current?.text}
      </Snackbar>
    </Box>
  );
}
