import * as React from 'react';
import Input from '@mui/joy/Input';
import { styled } from '@mui/joy/styles';

const Field = styled('div')({
  position: 'relative',
  width: 280,
});

const FloatingLabel = styled('label')(({ theme }) => ({
  position: 'absolute',
  insetInlineStart: 'var(--Input-paddingInline)',
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: theme.vars.palette.text.tertiary,
  fontSize: theme.vars.fontSize.md,
  transition: 'all 150ms ease',
  // Floats when the field has focus, or holds text (the placeholder is then hidden).
  '*:focus-within > &, *:has(input:not(:placeholder-shown)) > &': {
    top: 0,
    fontSize: theme.vars.fontSize.xs,
    color: theme.vars.palette.text.secondary,
    backgroundColor: theme.vars.palette.background.surface,
    paddingInline: 4,
    marginInlineStart: -4,
  },
}));

export default function InputFloatingLabel() {
  const id = React.useId();
  return (
    <Field>
      {/* The input comes first in the markup so the label can react to its state. */}
      <Input
        id={id}
        placeholder=" "
        sx={{ '--Input-minHeight': '48px' }}
        slotProps={{ input: { sx: { '&::placeholder': { opacity: 0 } } } }}
      />
      <FloatingLabel htmlFor={id}>Company name</FloatingLabel>
    </Field>
  );
}
