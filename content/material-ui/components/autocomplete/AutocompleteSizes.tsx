import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const timeZones = [
  'Africa/Lagos',
  'America/Bogota',
  'America/Chicago',
  'Asia/Kolkata',
  'Asia/Singapore',
  'Australia/Perth',
  'Europe/Berlin',
  'Europe/London',
  'Pacific/Auckland',
];

export default function AutocompleteSizes() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 360 }}>
      <Autocomplete
        size="small"
        options={timeZones}
        defaultValue="Europe/Berlin"
        renderInput={(params) => <TextField {...params} label="Time zone (small)" />}
      />
      <Autocomplete
        multiple
        size="small"
        options={timeZones}
        defaultValue={['Asia/Kolkata', 'America/Chicago']}
        renderInput={(params) => <TextField {...params} label="Team time zones (small)" />}
      />
      <Autocomplete
        options={timeZones}
        defaultValue="Pacific/Auckland"
        renderInput={(params) => (
          <TextField {...params} variant="standard" label="Time zone (medium, standard)" />
        )}
      />
    </Stack>
  );
}
