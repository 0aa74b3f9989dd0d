import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import classes from './UseInputHook.module.css';

function FloatingLabelInput({ id, label }: { id: string; label: string }) {
  const [value, setValue] = React.useState('');
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    onChange: (event) => setValue(event.target.value),
  });
  return (
    <div
      {...getRootProps()}
      className={classes.root}
      data-focused={focused || undefined}
      data-raised={focused || value !== '' || undefined}
    >
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <input {...getInputProps()} id={id} className={classes.input} />
    </div>
  );
}

export default function UseInputHook() {
  return (
    <div className={classes.column}>
      <FloatingLabelInput id="hook-first-name" label="First name" />
      <FloatingLabelInput id="hook-city" label="City" />
    </div>
  );
}
