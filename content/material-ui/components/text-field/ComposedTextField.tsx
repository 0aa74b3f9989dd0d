import * as React from 'react';
import Box from '@mui/material/Box';
import FilledInput from '@mui/material/FilledInput';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import Input from '@mui/material/Input';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export default function ComposedTextField() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <FormControl>
        <InputLabel htmlFor="composed-standard">Team name</InputLabel>
        <Input
          id="composed-standard"
          defaultValue="Night owls"
          aria-describedby="composed-standard-hint"
        />
        <FormHelperText id="composed-standard-hint">Shown on the leaderboard</FormHelperText>
      </FormControl>
      <FormControl variant="filled">
        <InputLabel htmlFor="composed-filled">Team name</InputLabel>
        <FilledInput id="composed-filled" defaultValue="Night owls" />
      </FormControl>
      {/* OutlinedInput needs the label text too, to cut the notch in its border. */}
      <FormControl error>
        <InputLabel htmlFor="composed-outlined">Team name</InputLabel>
        <OutlinedInput
          id="composed-outlined"
          defaultValue="N"
          label="Team name"
          aria-describedby="composed-outlined-error"
        />
        <FormHelperText id="composed-outlined-error">Use at least three characters</FormHelperText>
      </FormControl>
    </Box>
  );
}
