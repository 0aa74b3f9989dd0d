import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

interface Airport {
  code: string;
  city: string;
}

const airports: Airport[] = [
  { code: 'LIS', city: 'Lisbon' },
  { code: 'OPO', city: 'Porto' },
  { code: 'FAO', city: 'Faro' },
  { code: 'FNC', city: 'Funchal' },
];

export default function AutocompleteNativeForm() {
  const [airport, setAirport] = React.useState<Airport | null>(airports[1] ?? null);
  const [submitted, setSubmitted] = React.useState('');
  return (
    <Box
      component="form"
      aria-label="Departure"
      onSubmit={(event: React.FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        setSubmitted(JSON.stringify(Object.fromEntries(data.entries())));
      }}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', maxWidth: 380 }}
    >
      <FormControl required>
        <FormLabel>Departure airport</FormLabel>
        <Autocomplete
          name="departureLabel"
          options={airports}
          value={airport}
          onChange={(_event, value) => setAirport(value)}
          getOptionLabel={(option) => `${option.city} (${option.code})`}
          isOptionEqualToValue={(option, value) => option.code === value.code}
        />
      </FormControl>
      {/* The code the server needs travels in a hidden input of its own. */}
      <input type="hidden" name="departure" value={airport?.code ?? ''} />
      <Button type="submit" size="sm" sx={{ alignSelf: 'flex-start' }}>
        Search flights
      </Button>
      <Typography
        level="body-sm"
        role="status"
        sx={{ fontFamily: 'code', wordBreak: 'break-word' }}
      >
        {submitted && `Submitted: ${submitted}`}
      </Typography>
    </Box>
  );
}
