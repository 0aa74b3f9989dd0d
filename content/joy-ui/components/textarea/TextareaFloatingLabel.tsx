import * as React from 'react';
import Textarea from '@mui/joy/Textarea';
import { styled } from '@mui/joy/styles';

const Field = styled('div')({
  position: 'relative',
  width: 320,
  maxWidth: '100%',
});

const FloatingLabel = styled('label')(({ theme }) => ({
  position: 'absolute',
  // The label is a sibling of the Textarea, so it cannot read the Textarea's variables:
  // these match its `md` inline padding and the block padding set in its `sx` below.
  insetInlineStart: '0.75rem',
  top: '0.75rem',
  pointerEvents: 'none',
  color: theme.vars.palette.text.tertiary,
  fontSize: theme.vars.fontSize.md,
  lineHeight: theme.vars.lineHeight.md,
  transition: 'all 150ms ease',
  // Rises to the border when the field has focus or holds text. The Textarea also renders a
  // hidden copy of the textarea (to measure its height) with no placeholder: skip it.
  '*:focus-within > &, *:has(textarea:not([aria-hidden]):not(:placeholder-shown)) > &': {
    top: 0,
    transform: 'translateY(-50%)',
    fontSize: theme.vars.fontSize.xs,
    color: theme.vars.palette.text.secondary,
    backgroundColor: theme.vars.palette.background.surface,
    paddingInline: 4,
    marginInlineStart: -4,
  },
  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
}));

export default function TextareaFloatingLabel() {
  const id = React.useId();
  return (
    <Field>
      {/* The textarea comes first in the markup so the label can react to its state. */}
      <Textarea
        minRows={3}
        placeholder=" "
        slotProps={{ textarea: { id, sx: { '&::placeholder': { opacity: 0 } } } }}
        sx={{ '--Textarea-paddingBlock': '0.75rem' }}
      />
      <FloatingLabel htmlFor={id}>Describe the problem</FloatingLabel>
    </Field>
  );
}
