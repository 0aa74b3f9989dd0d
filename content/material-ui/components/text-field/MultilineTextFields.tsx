import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

const LIMIT = 200;

export default function MultilineTextFields() {
  const [bio, setBio] = React.useState('Maintainer of a small open-source date library.');

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <TextField
        label="Bio"
        multiline
        minRows={2}
        maxRows={6}
        value={bio}
        onChange={(event) => setBio(event.target.value)}
        error={bio.length > LIMIT}
        helperText={`${bio.length} / ${LIMIT} characters`}
        sx={{ flex: '1 1 260px' }}
      />
      <TextField
        label="Delivery notes"
        multiline
        rows={4}
        placeholder="For example: leave it with the neighbour at number 12"
        sx={{ flex: '1 1 260px' }}
      />
    </Box>
  );
}
