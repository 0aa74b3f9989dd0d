import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';

export default function ReservedHelperText() {
  const [reserve, setReserve] = React.useState(true);
  const [postcode, setPostcode] = React.useState('');
  const [touched, setTouched] = React.useState(false);

  const invalid = touched && !/^\d{5}$/.test(postcode);
  const message = invalid ? 'Five digits, such as 75011' : reserve ? ' ' : undefined;

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <FormControlLabel
        control={
          <Switch checked={reserve} onChange={(event) => setReserve(event.target.checked)} />
        }
        label="Reserve a line for messages"
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TextField label="City" defaultValue="Paris" helperText={reserve ? ' ' : undefined} />
        <TextField
          label="Postcode"
          value={postcode}
          onChange={(event) => setPostcode(event.target.value)}
          onBlur={() => setTouched(true)}
          error={invalid}
          helperText={message}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
      <div>
        <Button variant="contained" onClick={() => setTouched(true)}>
          Check address
        </Button>
      </div>
    </Stack>
  );
}
