import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './RefFocusInput.module.css';

export default function RefFocusInput() {
  const [name, setName] = React.useState('Quarterly report');
  const [editing, setEditing] = React.useState(false);
  const inputRef = React.useRef<HTMLInputElement>(null);
  const renameRef = React.useRef<HTMLButtonElement>(null);
  // Enter or Escape unmount the input, which may fire blur too: finish only once.
  const finished = React.useRef(false);

  // The ref on `Input` would be the root <div>; the inner <input> comes from its slot.
  React.useEffect(() => {
    if (editing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    }
  }, [editing]);

  const finish = (value: string | null, returnFocus: boolean) => {
    if (finished.current) {
      return;
    }
    finished.current = true;
    if (value !== null && value.trim()) {
      setName(value.trim());
    }
    setEditing(false);
    // Back to the button that started it (rendered again by now), unless focus left on its own.
    if (returnFocus) {
      window.requestAnimationFrame(() => renameRef.current?.focus());
    }
  };

  return (
    <div className={classes.row}>
      {editing ? (
        <Input
          defaultValue={name}
          aria-label="Document name"
          slotProps={{
            root: { className: classes.root },
            input: {
              className: classes.input,
              ref: inputRef,
              onKeyDown: (event) => {
                if (event.key === 'Enter') {
                  finish(event.currentTarget.value, true);
                } else if (event.key === 'Escape') {
                  finish(null, true);
                }
              },
              onBlur: (event) => finish(event.currentTarget.value, false),
            },
          }}
        />
      ) : (
        <>
          <span className={classes.name}>{name}</span>
          <button
            ref={renameRef}
            type="button"
            className={classes.button}
            onClick={() => {
              finished.current = false;
              setEditing(true);
            }}
          >
            Rename
          </button>
        </>
      )}
    </div>
  );
}
