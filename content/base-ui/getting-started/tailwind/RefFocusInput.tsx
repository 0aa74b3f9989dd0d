import * as React from 'react';
import { Input } from '@mui/base/Input';

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
    <div className="flex min-h-9 items-center gap-2 text-sm">
      {editing ? (
        <Input
          defaultValue={name}
          aria-label="Document name"
          slotProps={{
            root: {
              className:
                'inline-flex rounded-md border border-solid border-[#2d57d6] shadow-[0_0_0_3px_#c9d8ff] dark:border-[#8aaeff] dark:shadow-[0_0_0_3px_#2a3d70]',
            },
            input: {
              className:
                'w-[200px] rounded-md border-0 bg-transparent px-2 py-[5px] text-sm text-inherit outline-0 [font-family:inherit]',
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
          <span className="font-semibold">{name}</span>
          <button
            ref={renameRef}
            type="button"
            className="cursor-pointer rounded-md border border-solid border-[#c2c8d3] bg-transparent px-2.5 py-1 text-sm text-inherit [font-family:inherit] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-[#8aaeff] dark:border-[#4b5565]"
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
