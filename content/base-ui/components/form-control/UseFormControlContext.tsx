import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { styled } from '@mui/system';

const Field = styled(FormControl)({ display: 'grid', gap: 4, width: 260, fontSize: '0.875rem' });

const NativeInput = styled('input')(({ theme }) => ({
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  font: 'inherit',
  color: 'inherit',
  backgroundColor: '#fff',
  outline: 0,
  '&[data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
}));

function ContextInput({ id }: { id: string }) {
  const control = useFormControlContext();
  if (!control) throw new Error('ContextInput must be used inside a FormControl.');
  return (
    <NativeInput
      id={id}
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
    <span style={{ fontSize: '0.75rem' }}>
      {control?.focused ? 'focused' : 'not focused'} · {control?.filled ? 'filled' : 'empty'}
    </span>
  );
}

export default function UseFormControlContext() {
  const [value, setValue] = React.useState('Lisbon');
  return (
    <Field value={value} onChange={(event) => setValue(event.target.value)}>
      <label htmlFor="context-city">Destination</label>
      <ContextInput id="context-city" />
      <State />
    </Field>
  );
}
