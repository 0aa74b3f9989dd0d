import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
  name: string;
}

const airports: Airport[] = [
  { code: 'AKL', city: 'Auckland', name: 'Auckland Airport' },
  { code: 'CPH', city: 'Copenhagen', name: 'Kastrup' },
  { code: 'GRU', city: 'São Paulo', name: 'Guarulhos' },
  { code: 'HND', city: 'Tokyo', name: 'Haneda' },
  { code: 'LIS', city: 'Lisbon', name: 'Humberto Delgado' },
  { code: 'NBO', city: 'Nairobi', name: 'Jomo Kenyatta' },
  { code: 'NRT', city: 'Tokyo', name: 'Narita' },
  { code: 'YUL', city: 'Montréal', name: 'Trudeau' },
  { code: 'ZRH', city: 'Zürich', name: 'Kloten' },
];

// Two prefix filters, one on the airport code and one on the city. The default filter matches
// anywhere in the label ("Tokyo (HND)"), so "ky" would find Tokyo; these two do not.
const byCode = createFilterOptions<Airport>({
  matchFrom: 'start',
  stringify: (option) => option.code,
});
const byCity = createFilterOptions<Airport>({
  matchFrom: 'start',
  stringify: (option) => option.city,
});

export default function CustomFilter() {
  return (
    <Autocomplete
      options={airports}
      filterOptions={(options, state) =>
        // Code matches first, then city matches, without duplicates, at most five.
        [...new Set([...byCode(options, state), ...byCity(options, state)])].slice(0, 5)
      }
      getOptionLabel={(option) => `${option.city} (${option.code})`}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <li key={key} {...optionProps}>
            <Box component="span" sx={{ fontWeight: 500, minWidth: '3.5em' }}>
              {option.code}
            </Box>
            {option.city} · {option.name}
          </li>
        );
      }}
      sx={{ width: '100%', maxWidth: 360 }}
      renderInput={(params) => (
        <TextField {...params} label="From" helperText="Type a city or an airport code" />
      )}
    />
  );
}
