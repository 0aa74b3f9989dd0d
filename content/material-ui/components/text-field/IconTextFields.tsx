import * as React from 'react';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AlternateEmailIcon from '@mui/icons-material/AlternateEmail';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import PlaceOutlinedIcon from '@mui/icons-material/PlaceOutlined';

export default function IconTextFields() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 320 }}>
      {/* Inside the field: the icon is part of the input's box. */}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <AlternateEmailIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        variant="standard"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PhoneOutlinedIcon />
              </InputAdornment>
            ),
          },
        }}
      />
      {/* Beside the field: the icon sits outside, aligned with the input line. */}
      <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 1 }}>
        <PlaceOutlinedIcon sx={{ color: 'action.active', marginBlockEnd: 0.5 }} />
        <TextField label="Postcode" variant="standard" autoComplete="postal-code" />
      </Box>
    </Box>
  );
}
