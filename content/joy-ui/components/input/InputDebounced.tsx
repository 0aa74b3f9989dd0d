import * as React from 'react';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import SearchRounded from '@mui/icons-material/SearchRounded';

const countries = [
  'Argentina',
  'Australia',
  'Bangladesh',
  'Canada',
  'Denmark',
  'Ethiopia',
  'Finland',
  'Ghana',
  'Indonesia',
  'Mongolia',
];

export default function InputDebounced() {
  const [text, setText] = React.useState('');
  const [query, setQuery] = React.useState('');

  React.useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 400);
    return () => clearTimeout(timer);
  }, [text]);

  const matches = countries.filter((country) =>
    country.toLowerCase().includes(query.toLowerCase()),
  );
  return (
    <Stack spacing={1} sx={{ width: 280 }}>
      <Input
        startDecorator={<SearchRounded />}
        placeholder="Filter countries"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: { 'aria-label': 'Filter countries', 'aria-controls': 'debounced-results' },
        }}
      />
      <Typography level="body-xs" aria-live="polite">
        {matches.length} of {countries.length} shown
      </Typography>
      <List id="debounced-results" size="sm" aria-label="Countries">
        {matches.map((country) => (
          <ListItem key={country}>{country}</ListItem>
        ))}
      </List>
    </Stack>
  );
}
