import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import classes from './BasicFormControl.module.css';

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
    <p id="company-helper" className={error ? classes.helper : classes.note}>
      {error ? 'Enter the company name shown on invoices.' : 'As shown on invoices.'}
    </p>
  );
}

export default function BasicFormControl() {
  return (
    <FormControl required className={classes.field}>
      <Label htmlFor="company-name">Company</Label>
      <Input
        id="company-name"
        aria-describedby="company-helper"
        slotProps={{ root: { className: classes.root }, input: { className: classes.input } }}
      />
      <HelperText />
    </FormControl>
  );
}
