import Autocomplete from '@mui/joy/Autocomplete';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';

interface Airport {
  code: string;
  city: string;
  region: string;
}

const airports: Airport[] = [
  { code: 'NBO', city: 'Nairobi', region: 'Africa' },
  { code: 'CPT', city: 'Cape Town', region: 'Africa' },
  { code: 'ICN', city: 'Seoul', region: 'Asia' },
  { code: 'BKK', city: 'Bangkok', region: 'Asia' },
  { code: 'HND', city: 'Tokyo', region: 'Asia' },
  { code: 'LIS', city: 'Lisbon', region: 'Europe' },
  { code: 'OSL', city: 'Oslo', region: 'Europe' },
  { code: 'GRU', city: 'São Paulo', region: 'South America' },
  { code: 'SCL', city: 'Santiago', region: 'South America' },
];

// groupBy only inserts a heading when the group changes, so sort by the same key first.
const sorted = [...airports].sort(
  (a, b) => a.region.localeCompare(b.region) || a.city.localeCompare(b.city),
);

export default function AutocompleteGrouped() {
  return (
    <FormControl sx={{ width: 300 }}>
      <FormLabel>Departure airport</FormLabel>
      <Autocomplete
        options={sorted}
        groupBy={(option) => option.region}
        getOptionLabel={(option) => `${option.city} (${option.code})`}
        isOptionEqualToValue={(option, value) => option.code === value.code}
      />
    </FormControl>
  );
}
