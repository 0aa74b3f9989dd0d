import * as React from 'react';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function SlotPropsField() {
  const [amount, setAmount] = React.useState('120.00');
  const invalid = !/^\d+(\.\d{1,2})?$/.test(amount);

  return (
    <Stack sx={{ maxWidth: 320, mx: 'auto' }}>
      <TextField
        label="Transfer amount"
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={invalid}
        helperText={
          invalid ? 'Use digits and up to two decimals' : 'Arrives within one business day'
        }
        // v6: one slotProps object instead of InputProps, inputProps, InputLabelProps
        // and FormHelperTextProps.
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">€</InputAdornment>,
          },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          inputLabel: { shrink: true },
          formHelperText: { sx: { marginInlineStart: 0 } },
        }}
      />
    </Stack>
  );
}
