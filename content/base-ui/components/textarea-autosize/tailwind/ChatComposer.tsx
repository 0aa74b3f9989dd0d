import * as React from 'react';
import { TextareaAutosize } from '@mui/base/TextareaAutosize';

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
      className="grid w-[340px] max-w-full gap-2 text-sm"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <ul className="m-0 grid list-none gap-1.5 p-0" aria-label="Sent messages">
        {sent.map((message, index) => (
          <li
            key={index}
            className="max-w-[80%] justify-self-end whitespace-pre-wrap rounded-[10px] bg-[#2d57d6] px-2.5 py-1.5 text-white dark:bg-[#8aaeff] dark:text-[#0b0d12]"
          >
            {message}
          </li>
        ))}
      </ul>
      <div className="flex items-end gap-1.5">
        <TextareaAutosize
          className="box-border flex-1 resize-none rounded-lg border border-solid border-[#c2c8d3] bg-white px-3 py-2 text-sm leading-normal text-[#171a21] [font-family:inherit] focus:border-[#2d57d6] focus:shadow-[0_0_0_3px_#8aaeff] focus:outline-0 dark:border-[#4b5565] dark:bg-[#171a21] dark:text-[#f6f7f9]"
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
        <button
          type="submit"
          className="cursor-pointer rounded-lg border-0 bg-[#2d57d6] px-3 py-2 text-sm font-semibold text-white [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] dark:bg-[#8aaeff] dark:text-[#0b0d12]"
        >
          Send
        </button>
      </div>
      <p id="chat-composer-hint" className="m-0 text-xs text-[#4b5565] dark:text-[#b8bfcc]">
        Enter to send, Shift+Enter for a new line.
      </p>
    </form>
  );
}
