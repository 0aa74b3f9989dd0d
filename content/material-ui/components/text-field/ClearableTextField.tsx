import * as React from 'react';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';

export default function ClearableTextField() {
  const [query, setQuery] = React.useState('harbour');
  const inputRef = React.useRef<HTMLInputElement>(null);

  const clear = () => {
    setQuery('');
    // The button disappears once the field is empty: give the focus back to the input.
    inputRef.current?.focus();
  };

  return (
    <TextField
      label="Search stations"
      type="search"
      value={query}
      onChange={(event) => setQuery(event.target.value)}
      inputRef={inputRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && query) {
          event.preventDefault();
          clear();
        }
      }}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
          endAdornment: query ? (
            <InputAdornment position="end">
              <IconButton aria-label="Clear search" edge="end" size="small" onClick={clear}>
                <ClearIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ) : null,
        },
      }}
      sx={{
        width: 320,
        // Hide the browser's own clear button of type="search", which would double ours.
        '& input::-webkit-search-cancel-button': { display: 'none' },
      }}
    />
  );
}
