import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import classes from './UseFormControlContext.module.css';

function ContextInput({ id }: { id: string }) {
  const control = useFormControlContext();
  if (!control) throw new Error('ContextInput must be used inside a FormControl.');
  return (
    <input
      id={id}
      className={classes.input}
      value={String(control.value ?? '')}
      onChange={control.onChange}
      onFocus={control.onFocus}
      onBlur={control.onBlur}
      disabled={control.disabled}
      required={control.required}
      data-focused={control.focused || undefined}
    />
  );
}

function State() {
  const control = useFormControlContext();
  return (
    <span className={classes.state}>
      {control?.focused ? 'focused' : 'not focused'} · {control?.filled ? 'filled' : 'empty'}
    </span>
  );
}

export default function UseFormControlContext() {
  const [value, setValue] = React.useState('Lisbon');
  return (
    <FormControl
      value={value}
      onChange={(event) => setValue(event.target.value)}
      className={classes.field}
    >
      <label htmlFor="context-city">Destination</label>
      <ContextInput id="context-city" />
      <State />
    </FormControl>
  );
}
