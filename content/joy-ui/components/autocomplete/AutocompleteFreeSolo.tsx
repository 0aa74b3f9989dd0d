import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import SearchRounded from '@mui/icons-material/SearchRounded';

const recentSearches = [
  'flights to Lima',
  'flights to Lisbon',
  'hotels in Kyoto',
  'train Berlin to Prague',
  'weather in Hanoi',
];

export default function AutocompleteFreeSolo() {
  return (
    <FormControl sx={{ width: 320 }}>
      <FormLabel>Search trips</FormLabel>
      <Autocomplete
        freeSolo
        disableClearable
        options={recentSearches}
        startDecorator={<SearchRounded />}
        placeholder="Where to?"
      />
    </FormControl>
  );
}
