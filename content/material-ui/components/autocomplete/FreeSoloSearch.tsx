import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const recentSearches = [
  'standing desk',
  'ergonomic chair',
  'monitor arm',
  'desk lamp with dimmer',
  'cable tray',
  'footrest',
];

export default function FreeSoloSearch() {
  const [query, setQuery] = React.useState<string | null>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Autocomplete
        freeSolo
        options={recentSearches}
        value={query}
        onChange={(_event, newValue) => setQuery(newValue)}
        renderInput={(params) => <TextField {...params} label="Search the shop" type="search" />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-live="polite">
        {query ? `Showing results for “${query}”.` : 'Type anything and press Enter.'}
      </Typography>
    </Stack>
  );
}
