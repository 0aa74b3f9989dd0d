import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function NumberVersusTextField() {
  const [quantity, setQuantity] = React.useState('');
  const [code, setCode] = React.useState('');

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField
        label="Quantity (type=number)"
        type="number"
        value={quantity}
        onChange={(event) => setQuantity(event.target.value)}
        helperText={`onChange received: "${quantity}"`}
      />
      <TextField
        label="Verification code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        helperText={`onChange received: "${code}"`}
        slotProps={{
          htmlInput: { inputMode: 'numeric', pattern: '[0-9]{6}', maxLength: 6 },
        }}
      />
    </Stack>
  );
}
