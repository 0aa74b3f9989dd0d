import * as React from 'react';
import FormControl, { useFormControl } from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

// Reads the state of the nearest FormControl: focused, filled, error, disabled, required…
function LiveHint() {
  const formControl = useFormControl();
  const hint = React.useMemo(() => {
    if (formControl?.focused) return 'Four digits, from the back of your card';
    if (formControl?.filled) return 'Saved for this order only';
    return 'Needed for card payments';
  }, [formControl?.focused, formControl?.filled]);

  return <FormHelperText id="security-code-hint">{hint}</FormHelperText>;
}

export default function UseFormControlHelper() {
  return (
    <FormControl sx={{ width: '28ch' }}>
      <InputLabel htmlFor="security-code">Security code</InputLabel>
      <OutlinedInput
        id="security-code"
        label="Security code"
        aria-describedby="security-code-hint"
        inputProps={{ inputMode: 'numeric', maxLength: 4, autoComplete: 'cc-csc' }}
      />
      <LiveHint />
    </FormControl>
  );
}
