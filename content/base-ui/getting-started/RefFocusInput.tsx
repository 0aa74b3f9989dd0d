import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 36,
  fontSize: '0.875rem',
  '& .name': { fontWeight: 600 },
  '& .button': {
    padding: '4px 10px',
    borderRadius: 6,
    border: '1px solid #c2c8d3',
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .button:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  '& .root': {
    display: 'inline-flex',
    borderRadius: 6,
    border: '1px solid #2d57d6',
    boxShadow: '0 0 0 3px #c9d8ff',
  },
  '& .input': {
    width: 200,
    padding: '5px 8px',
    border: 0,
    borderRadius: 6,
    outline: 0,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
  ...theme.applyStyles('dark', {
    '& .button': { borderColor: '#4b5565' },
    '& .root': { borderColor: '#8aaeff', boxShadow: '0 0 0 3px #2a3d70' },
  }),
}));

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
    <Styles>
      {editing ? (
        <Input
          defaultValue={name}
          aria-label="Document name"
          slotProps={{
            root: { className: 'root' },
            input: {
              className: 'input',
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
          <span className="name">{name}</span>
          <button
            ref={renameRef}
            type="button"
            className="button"
            onClick={() => {
              finished.current = false;
              setEditing(true);
            }}
          >
            Rename
          </button>
        </>
      )}
    </Styles>
  );
}
