import { styled } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables), which follow the colour scheme.
import type {} from '@mui/material/themeCssVarsAugmentation';
import TextareaAutosize from '@mui/material/TextareaAutosize';

const Textarea = styled(TextareaAutosize)(({ theme }) => ({
  boxSizing: 'border-box',
  width: '100%',
  maxWidth: 360,
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  lineHeight: 1.5,
  resize: 'none',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: theme.shape.borderRadius,
  '&:hover': { borderColor: (theme.vars ?? theme).palette.text.primary },
  '&:focus': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: -1,
  },
}));

export default function BasicTextareaAutosize() {
  return <Textarea aria-label="Notes" minRows={2} placeholder="Type a few lines to see it grow" />;
}
