import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function ColorTextFields() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField label="Promo code" color="secondary" focused defaultValue="WINTER" />
      <TextField
        label="Verified email"
        color="success"
        variant="filled"
        focused
        defaultValue="ines@example.com"
      />
      <TextField
        label="Nickname"
        color="warning"
        variant="standard"
        focused
        defaultValue="Nessie"
      />
    </Box>
  );
}
