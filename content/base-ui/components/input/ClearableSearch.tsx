import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: 4,
  fontSize: '0.875rem',
  '& .label': { fontWeight: 600 },
  '& .root': {
    display: 'inline-flex',
    alignItems: 'center',
    width: 280,
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
  },
  '& .root.base--focused': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& .input': {
    flex: 1,
    minWidth: 0,
    padding: '8px 10px',
    border: 0,
    borderRadius: 8,
    outline: 0,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
  '& .toggle': {
    marginInlineEnd: 4,
    padding: '4px 8px',
    border: 0,
    borderRadius: 6,
    fontFamily: 'inherit',
    fontSize: '0.75rem',
    fontWeight: 600,
    color: '#1f3fa8',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .toggle:hover': { backgroundColor: '#eef3ff' },
  '& .toggle:focus-visible': { outline: '3px solid #8aaeff' },
  '& .hint': { margin: 0, color: '#4b5565' },
  ...theme.applyStyles('dark', {
    '& .root': { borderColor: '#4b5565', backgroundColor: '#171a21' },
    '& .root.base--focused': { borderColor: '#8aaeff', boxShadow: '0 0 0 3px #2a3d70' },
    '& .toggle': { color: '#b5caff' },
    '& .toggle:hover': { backgroundColor: '#1c2540' },
    '& .hint': { color: '#b8bfcc' },
  }),
}));

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
    <Styles>
      <label className="label" htmlFor="order-search">
        Search orders
      </label>
      <Input
        id="order-search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        aria-describedby="order-search-hint"
        endAdornment={
          query ? (
            <button type="button" className="toggle" aria-label="Clear search" onClick={clear}>
              Clear
            </button>
          ) : null
        }
        slotProps={{
          root: { className: 'root' },
          input: { className: 'input', ref: inputRef, onKeyDown: onEscape },
        }}
      />
      <p id="order-search-hint" className="hint">
        Escape also clears the field.
      </p>
    </Styles>
  );
}
