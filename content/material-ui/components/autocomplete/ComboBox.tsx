import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface City {
  name: string;
  country: string;
}

const cities: readonly City[] = [
  { name: 'Amsterdam', country: 'Netherlands' },
  { name: 'Barcelona', country: 'Spain' },
  { name: 'Buenos Aires', country: 'Argentina' },
  { name: 'Cape Town', country: 'South Africa' },
  { name: 'Kyoto', country: 'Japan' },
  { name: 'Lisbon', country: 'Portugal' },
  { name: 'Montréal', country: 'Canada' },
  { name: 'Nairobi', country: 'Kenya' },
  { name: 'Reykjavík', country: 'Iceland' },
  { name: 'São Paulo', country: 'Brazil' },
  { name: 'Seoul', country: 'South Korea' },
  { name: 'Vienna', country: 'Austria' },
];

export default function ComboBox() {
  const [city, setCity] = React.useState<City | null>(cities[5] ?? null);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 320 }}>
      <Autocomplete
        options={cities}
        getOptionLabel={(option) => `${option.name}, ${option.country}`}
        isOptionEqualToValue={(option, value) => option.name === value.name}
        value={city}
        onChange={(_event, newValue) => setCity(newValue)}
        renderInput={(params) => <TextField {...params} label="Destination" />}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {city ? `Flying to ${city.name}.` : 'No destination chosen.'}
      </Typography>
    </Stack>
  );
}
