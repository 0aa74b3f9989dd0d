import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';
import { styled } from '@mui/system';

const Styles = styled('form')(({ theme }) => ({
  display: 'grid',
  gap: 8,
  width: 340,
  maxWidth: '100%',
  fontSize: '0.875rem',
  '& .log': { display: 'grid', gap: 6, margin: 0, padding: 0, listStyle: 'none' },
  '& .message': {
    justifySelf: 'end',
    maxWidth: '80%',
    padding: '6px 10px',
    borderRadius: 10,
    whiteSpace: 'pre-wrap',
    color: '#fff',
    backgroundColor: '#2d57d6',
  },
  '& .row': { display: 'flex', alignItems: 'flex-end', gap: 6 },
  '& .textarea': {
    flex: 1,
    boxSizing: 'border-box',
    padding: '8px 12px',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    lineHeight: 1.5,
    color: '#171a21',
    backgroundColor: '#fff',
    resize: 'none',
  },
  '& .textarea:focus': { outline: 0, borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& .send': {
    padding: '8px 12px',
    border: 0,
    borderRadius: 8,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    fontWeight: 600,
    color: '#fff',
    backgroundColor: '#2d57d6',
    cursor: 'pointer',
  },
  '& .send:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .hint': { margin: 0, fontSize: '0.75rem', color: '#4b5565' },
  ...theme.applyStyles('dark', {
    '& .message, & .send': { color: '#0b0d12', backgroundColor: '#8aaeff' },
    '& .textarea': { color: '#f6f7f9', backgroundColor: '#171a21', borderColor: '#4b5565' },
    '& .hint': { color: '#b8bfcc' },
  }),
}));

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
    <Styles
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <ul className="log" aria-label="Sent messages">
        {sent.map((message, index) => (
          <li key={index} className="message">
            {message}
          </li>
        ))}
      </ul>
      <div className="row">
        <TextareaAutosize
          className="textarea"
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
        <button type="submit" className="send">
          Send
        </button>
      </div>
      <p id="chat-composer-hint" className="hint">
        Enter to send, Shift+Enter for a new line.
      </p>
    </Styles>
  );
}
