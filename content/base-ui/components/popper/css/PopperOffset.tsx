import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import classes from './PopperOffset.module.css';

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
    <div className={classes.row}>
      <button
        className={classes.button}
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
        className={classes.popper}
      >
        <div className={classes.panel}>
          <label htmlFor="reply-text">Reply</label>{' '}
          <input ref={inputRef} id="reply-text" defaultValue="Thanks, on my way!" />
        </div>
      </Popper>
    </div>
  );
}
