import * as React from 'react';
import { Snackbar } from '@mui/base/Snackbar';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const toast = [
  'fixed inset-x-0 bottom-6 z-[1400] mx-auto flex w-fit items-center gap-4 rounded-lg',
  'bg-slate-800 px-4 py-2.5 text-sm text-white shadow-2xl dark:bg-slate-200 dark:text-slate-900',
].join(' ');

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
      <div className="flex flex-wrap gap-2">
        {EVENTS.map((text) => (
          <button type="button" className={button} key={text} onClick={() => push(text)}>
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
        className={toast}
      >
        <span role="status">
          {current?.text}
          {queue.length > 1 ? ` (${queue.length - 1} more)` : ''}
        </span>
      </Snackbar>
    </div>
  );
}
