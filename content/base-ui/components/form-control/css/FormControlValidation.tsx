import * as React from 'react';
import { FormControl } from '@mui/base/FormControl';
import { Input } from '@mui/base/Input';
import classes from './FormControlValidation.module.css';

const POSTCODE = /^\d{5}$/;

export default function FormControlValidation() {
  const [value, setValue] = React.useState('9021');
  const error = !POSTCODE.test(value);
  return (
    <FormControl
      value={value}
      onChange={(event) => setValue(event.target.value)}
      error={error}
      className={classes.field}
    >
      <label htmlFor="postcode">ZIP code</label>
      <Input
        id="postcode"
        inputMode="numeric"
        aria-describedby="postcode-helper"
        slotProps={{ root: { className: classes.root }, input: { className: classes.input } }}
      />
      <p id="postcode-helper" className={error ? classes.helper : classes.valid}>
        {error ? 'A ZIP code has five digits.' : 'Looks good.'}
      </p>
    </FormControl>
  );
}
