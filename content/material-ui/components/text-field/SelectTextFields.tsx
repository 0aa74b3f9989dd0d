import * as React from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

const shippingMethods = [
  { value: 'standard', label: 'Standard (3–5 days)' },
  { value: 'express', label: 'Express (next day)' },
  { value: 'pickup', label: 'Pick up in store' },
];

const countries = ['Chile', 'Ghana', 'Ireland', 'Japan', 'New Zealand', 'Portugal'];

export default function SelectTextFields() {
  const [method, setMethod] = React.useState('standard');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, '& > *': { width: '26ch' } }}>
      <TextField
        select
        label="Shipping"
        value={method}
        onChange={(event) => setMethod(event.target.value)}
        helperText="Express orders ship before 3 pm"
      >
        {shippingMethods.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Country"
        defaultValue="Ireland"
        helperText="A native select: the browser draws the list"
        slotProps={{ select: { native: true } }}
      >
        {countries.map((country) => (
          <option key={country} value={country}>
            {country}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
