import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';
import { styled } from '@mui/system';

const Button = styled('button')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  cursor: 'pointer',
  '&:hover': { backgroundColor: '#f0f3f7' },
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
    '&:hover': { backgroundColor: '#262b35' },
  }),
}));

const Toast = styled(Snackbar)(({ theme }) => ({
  position: 'fixed',
  bottom: 24,
  insetInline: 0,
  zIndex: 1400,
  width: 'fit-content',
  marginInline: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: '10px 16px',
  borderRadius: 8,
  fontSize: '0.875rem',
  color: '#fff',
  backgroundColor: '#262b35',
  boxShadow: '0 8px 24px rgb(0 0 0 / 0.25)',
  '& button': {
    font: 'inherit',
    fontWeight: 700,
    border: 0,
    padding: '4px 8px',
    borderRadius: 6,
    color: '#b8ccff',
    background: 'none',
    cursor: 'pointer',
  },
  ...theme.applyStyles('dark', {
    backgroundColor: '#e8ecf2',
    color: '#171a21',
    '& button': { color: '#1c377f' },
  }),
}));

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
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {EVENTS.map((text) => (
          <Button type="button" key={text} onClick={() => push(text)}>
            {text}
          </Button>
        ))}
      </div>
      {/* A new key per message: a fresh snackbar, a fresh timer and a fresh announcement. */}
      <Toast
        key={current?.id}
        open={current !== undefined}
        autoHideDuration={2500}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') {
            setQueue((waiting) => waiting.slice(1));
          }
        }}
      >
        <span role="status">
          {current?.text}
          {queue.length > 1 ? ` (${queue.length - 1} more)` : ''}
        </span>
      </Toast>
    </div>
  );
}
