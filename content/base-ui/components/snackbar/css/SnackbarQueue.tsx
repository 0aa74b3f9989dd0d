import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import classes from './SnackbarQueue.module.css';

interface Message {
  id: number;
  text: string;
}

const EVENTS = ['Draft saved', 'Invoice sent', 'Payment received'];

export default function SnackbarQueue() {
  // Messages wait in a queue and show one at a time, each for its full duration.
  const [queue, setQueue] = React.useState<Message[]>([]);
  const nextId = React.useRef(0);
  const current = queue[0];

  const push = (text: string) => {
    nextId.current += 1;
    const id = nextId.current;
    setQueue((waiting) => [...waiting, { id, text }]);
  };

  return (
    <div>
      <div className={classes.row}>
        {EVENTS.map((text) => (
          <button type="button" className={classes.button} key={text} onClick={() => push(text)}>
            {text}
          </button>
        ))}
      </div>
      {/* A new key per message: a fresh snackbar, a fresh timer and a fresh announcement. */}
      <Snackbar
        key={current?.id}
        open={current !== undefined}
        autoHideDuration={2500}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setQueue((waiting) => waiting.slice(1));
          }
        }}
        className={classes.toast}
      >
        <span role="status">
          {current?.text}
          {queue.length > 1 ? ` (${queue.length - 1} more)` : ''}
        </span>
      </Snackbar>
    </div>
  );
}
