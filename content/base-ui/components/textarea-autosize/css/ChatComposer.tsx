import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import classes from './ChatComposer.module.css';

export default function ChatComposer() {
  const [draft, setDraft] = React.useState('');
  const [sent, setSent] = React.useState<string[]>(['Is the 3 pm slot still free?']);

  const send = () => {
    if (draft.trim()) {
      setSent((current) => [...current, draft.trim()]);
      setDraft('');
    }
  };

  return (
    <form
      className={classes.root}
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <ul className={classes.log} aria-label="Sent messages">
        {sent.map((message, index) => (
          <li key={index} className={classes.message}>
            {message}
          </li>
        ))}
      </ul>
      <div className={classes.row}>
        <TextareaAutosize
          className={classes.textarea}
          aria-label="Message"
          aria-describedby="chat-composer-hint"
          maxRows={5}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends; Shift+Enter adds a line. Ignore Enter while an IME is composing.
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              send();
            }
          }}
        />
        <button type="submit" className={classes.send}>
          Send
        </button>
      </div>
      <p id="chat-composer-hint" className={classes.hint}>
        Enter to send, Shift+Enter for a new line.
      </p>
    </form>
  );
}
