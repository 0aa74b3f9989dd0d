import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
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

function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const control = useFormControlContext();
  return (
    <label htmlFor={htmlFor}>
      {children}
      {control?.required ? ' *' : ''}
    </label>
  );
}

function HelperText() {
  const control = useFormControlContext();
  const [touched, setTouched] = React.useState(false);
  React.useEffect(() => {
    if (control?.focused) setTouched(true);
  }, [control?.focused]);
  const error = touched && !control?.focused && !control?.filled;
  return (
    <Helper id="company-helper" style={error ? undefined : { color: 'inherit' }}>
      {error ? 'Enter the company name shown on invoices.' : 'As shown on invoices.'}
    </Helper>
  );
}

export default function BasicFormControl() {
  return (
    <Field required>
      <Label htmlFor="company-name">Company</Label>
      <Input id="company-name" aria-describedby="company-helper" />
      <HelperText />
    </Field>
  );
}
