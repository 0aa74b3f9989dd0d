import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input as BaseInput, inputClasses } from '@mui/base/Input';
import { styled } from '@mui/system';

const Field = styled(FormControl)({ display: 'grid', gap: 4, width: 260, fontSize: '0.875rem' });

const Input = styled(BaseInput)(({ theme }) => ({
  display: 'flex',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  [`&.${inputClasses.focused}`]: { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  [`&.${inputClasses.error}`]: { borderColor: '#c4291c' },
  [`& .${inputClasses.input}`]: {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    font: 'inherit',
    color: 'inherit',
    border: 0,
    outline: 0,
    background: 'none',
  },
}));

const Helper = styled('p')(({ theme }) => ({
  margin: 0,
  fontSize: '0.75rem',
  color: '#b42318',
  ...theme.applyStyles('dark', { color: '#ff8a80' }),
}));

const POSTCODE = /^\d{5}$/;

export default function FormControlValidation() {
  const [value, setValue] = React.useState('9021');
  const error = !POSTCODE.test(value);
  return (
    <Field value={value} onChange={(event) => setValue(event.target.value)} error={error}>
      <label htmlFor="postcode">ZIP code</label>
      <Input id="postcode" inputMode="numeric" aria-describedby="postcode-helper" />
      <Helper id="postcode-helper" style={error ? undefined : { color: 'inherit' }}>
        {error ? 'A ZIP code has five digits.' : 'Looks good.'}
      </Helper>
    </Field>
  );
}
