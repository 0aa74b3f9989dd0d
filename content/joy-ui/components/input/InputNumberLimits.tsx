import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';

export default function InputNumberLimits() {
  const [guests, setGuests] = React.useState('2');
  return (
    <Stack spacing={2} sx={{ width: 260 }}>
      <FormControl>
        <FormLabel>Guests</FormLabel>
        <Input
          type="number"
          value={guests}
          onChange={(event) => setGuests(event.target.value)}
          slotProps={{ input: { min: 1, max: 8, step: 1 } }}
        />
        <FormHelperText>Between 1 and 8; the arrow keys step by one.</FormHelperText>
      </FormControl>
      <FormControl>
        <FormLabel>Postcode</FormLabel>
        <Input
          autoComplete="postal-code"
          slotProps={{ input: { inputMode: 'numeric', pattern: '[0-9]{4,5}', maxLength: 5 } }}
        />
        <FormHelperText>Phones show a numeric keypad for this field.</FormHelperText>
      </FormControl>
    </Stack>
  );
}
