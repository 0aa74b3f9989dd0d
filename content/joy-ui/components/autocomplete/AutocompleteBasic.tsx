import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Typography from '@mui/joy/Typography';

interface City {
  label: string;
  country: string;
}

const cities: City[] = [
  { label: 'Amsterdam', country: 'Netherlands' },
  { label: 'Barcelona', country: 'Spain' },
  { label: 'Berlin', country: 'Germany' },
  { label: 'Kyoto', country: 'Japan' },
  { label: 'Lisbon', country: 'Portugal' },
  { label: 'Montréal', country: 'Canada' },
  { label: 'Nairobi', country: 'Kenya' },
  { label: 'São Paulo', country: 'Brazil' },
];

export default function AutocompleteBasic() {
  const [city, setCity] = React.useState<City | null>(cities[4] ?? null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%', maxWidth: 320 }}>
      <FormControl>
        <FormLabel>Destination</FormLabel>
        <Autocomplete
          options={cities}
          value={city}
          onChange={(_event, value) => setCity(value)}
          isOptionEqualToValue={(option, value) => option.label === value.label}
          placeholder="Type a city"
        />
      </FormControl>
      <Typography level="body-sm">
        {city ? `${city.label}, ${city.country}` : 'No destination yet'}
      </Typography>
    </Box>
  );
}
