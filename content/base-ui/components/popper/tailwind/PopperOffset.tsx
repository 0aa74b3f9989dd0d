import * as React from 'react';
import { Popper } from '@mui/base/Popper';

const button = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 hover:bg-slate-100',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2',
  'focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:hover:bg-slate-800',
].join(' ');

const panel = [
  'rounded-lg border border-solid border-slate-200 bg-white px-4 py-3 text-sm text-slate-900',
  'shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50 dark:shadow-black/50',
].join(' ');

export default function PopperOffset() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const open = Boolean(anchor);

  React.useEffect(() => {
    if (open) {
      inputRef.current?.focus();
    }
  }, [open]);

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      anchor?.focus();
      setAnchor(null);
    }
  };

  return (
    <div className="flex flex-wrap gap-2">
      <button
        className={button}
        type="button"
        aria-expanded={open}
        aria-controls="quick-reply"
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Write a reply
      </button>
      <Popper
        id="quick-reply"
        role="dialog"
        aria-label="Quick reply"
        onKeyDown={handleKeyDown}
        open={open}
        anchorEl={anchor}
        keepMounted
        disablePortal
        placement="bottom-start"
        modifiers={[{ name: 'offset', options: { offset: [0, 12] } }]}
        className="z-[1300]"
      >
        <div className={`m-1 ${panel}`}>
          <label htmlFor="reply-text">Reply</label>{' '}
          <input ref={inputRef} id="reply-text" defaultValue="Thanks, on my way!" />
        </div>
      </Popper>
    </div>
  );
}
