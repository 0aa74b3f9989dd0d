import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

type KeyEvent = React.KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean };

export default function SubmitOnEnter() {
  const [searched, setSearched] = React.useState<string | null>(null);

  return (
    <Stack spacing={1.5} sx={{ maxWidth: 360 }}>
      <Autocomplete
        freeSolo
        options={['refund policy', 'delivery times', 'gift cards', 'returns label']}
        onKeyDown={(event: KeyEvent) => {
          if (event.key === 'Enter') {
            // Skip the built-in Enter (select the highlighted option) and search instead.
            event.defaultMuiPrevented = true;
            setSearched((event.target as HTMLInputElement).value);
          }
        }}
        renderInput={(params) => <TextField {...params} label="Search help articles" />}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {searched === null ? 'Type and press Enter to search.' : `Searching for “${searched}”…`}
      </Typography>
    </Stack>
  );
}
