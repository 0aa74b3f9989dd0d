import Autocomplete, { createFilterOptions } from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';

interface Station {
  name: string;
  line: string;
}

const stations: Station[] = [
  { name: 'Alexanderplatz', line: 'U2' },
  { name: 'Frankfurter Allee', line: 'U5' },
  { name: 'Friedrichstraße', line: 'U6' },
  { name: 'Görlitzer Bahnhof', line: 'U1' },
  { name: 'Hermannplatz', line: 'U8' },
  { name: 'Kottbusser Tor', line: 'U1' },
  { name: 'Warschauer Straße', line: 'U1' },
];

// Match from the start of the name only ("fr" finds Frankfurter Allee and Friedrichstraße,
// not Warschauer Straße); accents and case are ignored by default.
const filterOptions = createFilterOptions<Station>({
  matchFrom: 'start',
  stringify: (option) => option.name,
});

export default function AutocompleteFilter() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Station</FormLabel>
      <Autocomplete
        options={stations}
        filterOptions={filterOptions}
        getOptionLabel={(option) => `${option.name} (${option.line})`}
        isOptionEqualToValue={(option, value) => option.name === value.name}
      />
      <FormHelperText>Type the first letters of the name.</FormHelperText>
    </FormControl>
  );
}
