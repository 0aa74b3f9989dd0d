import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch, { switchClasses } from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { outlinedInputClasses } from '@mui/material/OutlinedInput';

export default function StateClasses() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 320 }}>
      <TextField
        label="Delivery note"
        placeholder="Leave at the back door"
        sx={{
          // State class joined to the component's own class with `&.`: same element, both classes.
          [`& .${outlinedInputClasses.root}.Mui-focused .${outlinedInputClasses.notchedOutline}`]: {
            borderColor: 'success.main',
            borderWidth: 3,
          },
        }}
      />
      <FormControlLabel
        label="Text me when the driver is near"
        control={
          <Switch
            defaultChecked
            sx={{
              // The thumb turns green only while the switch is checked.
              [`& .${switchClasses.switchBase}.Mui-checked`]: { color: 'success.main' },
              [`& .${switchClasses.switchBase}.Mui-checked + .${switchClasses.track}`]: {
                backgroundColor: 'success.main',
              },
            }}
          />
        }
      />
      <FormControlLabel
        label="Leave with a neighbour (unavailable in your area)"
        disabled
        control={
          <Switch
            sx={{
              [`& .${switchClasses.switchBase}.Mui-disabled + .${switchClasses.track}`]: {
                opacity: 0.2,
              },
            }}
          />
        }
      />
    </Stack>
  );
}
