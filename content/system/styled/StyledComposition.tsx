import * as React from 'react';
import { styled } from '@mui/system';

const BaseButton = styled('button')(({ theme }) => ({
  font: 'inherit',
  padding: theme.spacing(1, 2),
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.divider}`,
  backgroundColor: theme.palette.background.paper,
  color: theme.palette.text.primary,
  cursor: 'pointer',
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

// Styling a styled component adds to its styles; the later rules win.
const DangerButton = styled(BaseButton)(({ theme }) => ({
  borderColor: theme.palette.error.main,
  color: theme.palette.error.main,
  '&:hover': { backgroundColor: theme.palette.action.hover },
}));

// A plain container that groups the buttons.
const Toolbar = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1),
  padding: theme.spacing(1),
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
}));

export default function StyledComposition() {
  return (
    <Toolbar role="toolbar" aria-label="Invoice actions">
      <BaseButton type="button">Duplicate</BaseButton>
      <BaseButton type="button">Send reminder</BaseButton>
      <DangerButton type="button">Void invoice</DangerButton>
    </Toolbar>
  );
}
