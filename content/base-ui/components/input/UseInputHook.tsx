import * as React from 'react';
import { useInput } from '@mui/base/useInput';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  width: 260,
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  '&[data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& label': {
    position: 'absolute',
    insetInlineStart: 12,
    top: 14,
    fontSize: '0.875rem',
    color: '#5a6272',
    transition: 'top 120ms, font-size 120ms',
    pointerEvents: 'none',
    ...theme.applyStyles('dark', { color: '#a9b1bf' }),
  },
  '&[data-raised] label': { top: 5, fontSize: '0.6875rem' },
  '& input': {
    boxSizing: 'border-box',
    width: '100%',
    padding: '20px 12px 6px',
    font: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    border: 0,
    outline: 0,
    background: 'none',
  },
}));

function FloatingLabelInput({ id, label }: { id: string; label: string }) {
  const [value, setValue] = React.useState('');
  const { getRootProps, getInputProps, focused } = useInput({
    value,
    onChange: (event) => setValue(event.target.value),
  });
  return (
    <Root
      {...getRootProps()}
      data-focused={focused || undefined}
      data-raised={focused || value !== '' || undefined}
    >
      <label htmlFor={id}>{label}</label>
      <input {...getInputProps()} id={id} />
    </Root>
  );
}

export default function UseInputHook() {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <FloatingLabelInput id="hook-first-name" label="First name" />
      <FloatingLabelInput id="hook-city" label="City" />
    </div>
  );
}
