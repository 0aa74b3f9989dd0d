import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';

export default function ShrinkLabel() {
  const inputRef = React.useRef<HTMLInputElement>(null);

  // Writing to the DOM behind React's back: the field never hears about the new value.
  const fillFromProfile = () => {
    if (inputRef.current) inputRef.current.value = 'Rua das Flores 28';
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField label="Address (label may overlap)" inputRef={inputRef} />
      <TextField
        label="Address (label kept up)"
        slotProps={{ inputLabel: { shrink: true } }}
        placeholder="Street and number"
      />
      <Button variant="outlined" onClick={fillFromProfile}>
        Fill the first field from the DOM
      </Button>
    </Box>
  );
}
