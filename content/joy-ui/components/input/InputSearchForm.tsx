import * as React from 'react';
import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

export default function InputSearchForm() {
  const [query, setQuery] = React.useState('');
  const [searched, setSearched] = React.useState('');
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <form
        role="search"
        aria-label="Timetables"
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(query.trim());
        }}
      >
        <Input
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Station or line"
          slotProps={{ input: { 'aria-label': 'Search timetables', enterKeyHint: 'search' } }}
          endDecorator={
            <IconButton type="submit" variant="solid" color="primary" aria-label="Search">
              <SearchRounded />
            </IconButton>
          }
        />
      </form>
      <Typography level="body-sm" role="status" sx={{ mt: 1 }}>
        {searched && `Showing timetables for “${searched}”.`}
      </Typography>
    </Box>
  );
}
