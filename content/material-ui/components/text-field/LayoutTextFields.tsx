import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function LayoutTextFields() {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <TextField label="Street address" fullWidth margin="normal" autoComplete="street-address" />
      <Box sx={{ display: 'flex', gap: 2 }}>
        <TextField label="City" margin="dense" autoComplete="address-level2" sx={{ flex: 2 }} />
        <TextField label="Postcode" margin="dense" autoComplete="postal-code" sx={{ flex: 1 }} />
      </Box>
      <TextField
        label="Delivery note"
        fullWidth
        margin="none"
        helperText='margin="none" (the default)'
      />
    </Box>
  );
}
