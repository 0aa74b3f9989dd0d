import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import CloseRounded from '@mui/icons-material/CloseRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function InputClearable() {
  const [query, setQuery] = React.useState('blue ceramic mug');
  const inputRef = React.useRef<HTMLInputElement>(null);
  return (
    <FormControl sx={{ width: 320, maxWidth: '100%' }}>
      <FormLabel>Search the shop</FormLabel>
      <Input
        type="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        startDecorator={<SearchRounded />}
        slotProps={{ input: { ref: inputRef } }}
        endDecorator={
          query ? (
            <IconButton
              size="sm"
              variant="plain"
              color="neutral"
              aria-label="Clear the search"
              onClick={() => {
                setQuery('');
                inputRef.current?.focus();
              }}
            >
              <CloseRounded />
            </IconButton>
          ) : null
        }
        sx={{
          '& input::-webkit-search-cancel-button': { display: 'none' },
        }}
      />
    </FormControl>
  );
}
