import * as React from 'react';
import { Input } from '@mui/base/Input';

export default function ClearableSearch() {
  const [query, setQuery] = React.useState('invoices 2026');
  const inputRef = React.useRef<HTMLInputElement>(null);
  const clear = () => {
    setQuery('');
    // The button disappears once the field is empty: focus goes back to the field.
    inputRef.current?.focus();
  };
  const onEscape = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && query) {
      event.preventDefault();
      setQuery('');
    }
  };
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <label className="font-semibold" htmlFor="order-search">
        Search orders
      </label>
      <Input
        id="order-search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby="order-search-hint"
        endAdornment={
          query ? (
            <button
              type="button"
              className="me-1 cursor-pointer rounded-md border-0 bg-transparent px-2 py-1 text-xs font-semibold text-[#1f3fa8] [font-family:inherit] hover:bg-[#eef3ff] focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-[#8aaeff] dark:text-[#b5caff] dark:hover:bg-[#1c2540]"
              aria-label="Clear search"
              onClick={clear}
            >
              Clear
            </button>
          ) : null
        }
        slotProps={{
          root: {
            className: [
              'inline-flex w-[280px] items-center rounded-lg border border-solid border-[#c2c8d3]',
              'bg-white dark:border-[#4b5565] dark:bg-[#171a21] [&.base--focused]:border-[#2d57d6]',
              '[&.base--focused]:shadow-[0_0_0_3px_#8aaeff] dark:[&.base--focused]:border-[#8aaeff]',
              'dark:[&.base--focused]:shadow-[0_0_0_3px_#2a3d70]',
            ].join(' '),
          },
          input: {
            ref: inputRef,
            onKeyDown: onEscape,
            className:
              'min-w-0 flex-1 rounded-lg border-0 bg-transparent px-2.5 py-2 text-sm text-inherit outline-0 [font-family:inherit]',
          },
        }}
      />
      <p id="order-search-hint" className="m-0 text-[#4b5565] dark:text-[#b8bfcc]">
        Escape also clears the field.
      </p>
    </div>
  );
}
