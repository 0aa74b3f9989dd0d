import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export default function ControlledTextField() {
  const [handle, setHandle] = React.useState('ada_l');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box>
        <TextField
          label="Handle (controlled)"
          value={handle}
          // The state decides what the field shows: here, lower case and no spaces.
          onChange={(event) => setHandle(event.target.value.toLowerCase().replace(/\s+/g, '_'))}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockStart: 1 }}>
          Profile URL: example.com/@{handle || '…'}
        </Typography>
      </Box>
      <TextField
        label="Display name (uncontrolled)"
        defaultValue="Ada Lovelace"
        helperText="The input keeps its own value"
      />
    </Box>
  );
}
