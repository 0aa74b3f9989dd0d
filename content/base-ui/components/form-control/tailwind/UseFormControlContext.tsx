import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';

function ContextInput({ id }: { id: string }) {
  const control = useFormControlContext();
  if (!control) throw new Error('ContextInput must be used inside a FormControl.');
  return (
    <input
      id={id}
      value={String(control.value ?? '')}
      onChange={control.onChange}
      onFocus={control.onFocus}
      onBlur={control.onBlur}
      disabled={control.disabled}
      required={control.required}
      className={[
        'rounded-lg border border-solid bg-white px-3 py-2 font-[inherit] text-inherit outline-0',
        'dark:bg-slate-900',
        control.focused
          ? 'border-blue-600 ring-[3px] ring-blue-300'
          : 'border-slate-300 dark:border-slate-600',
      ].join(' ')}
    />
  );
}

function State() {
  const control = useFormControlContext();
  return (
    <span className="text-xs">
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
      className="grid w-[260px] gap-1 text-sm"
    >
      <label htmlFor="context-city">Destination</label>
      <ContextInput id="context-city" />
      <State />
    </FormControl>
  );
}
