import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './ClearableSearch.module.css';

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
    <div className={classes.field}>
      <label className={classes.label} htmlFor="order-search">
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
              className={classes.toggle}
              aria-label="Clear search"
              onClick={clear}
            >
              Clear
            </button>
          ) : null
        }
        slotProps={{
          root: { className: classes.root },
          input: { className: classes.input, ref: inputRef, onKeyDown: onEscape },
        }}
      />
      <p id="order-search-hint" className={classes.hint}>
        Escape also clears the field.
      </p>
    </div>
  );
}
