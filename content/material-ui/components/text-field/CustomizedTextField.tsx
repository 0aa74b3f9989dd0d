import * as React from 'react';
import { alpha, styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

// A "soft" field: no border at rest, a tinted background, and a ring on focus.
const SoftTextField = styled((props: TextFieldProps) => <TextField variant="filled" {...props} />)(
  ({ theme }) => {
    // With CSS theme variables, tint through the channel variable so dark mode gets its own colour.
    const tint = (opacity: number) =>
      theme.vars
        ? `rgba(${theme.vars.palette.primary.mainChannel} / ${opacity})`
        : alpha(theme.palette.primary.main, opacity);
    const { primary, error } = (theme.vars ?? theme).palette;
    return {
      '& .MuiFilledInput-root': {
        overflow: 'hidden',
        borderRadius: 10,
        backgroundColor: tint(0.06),
        transition: theme.transitions.create(['background-color', 'box-shadow']),
        '&::before, &::after': { display: 'none' },
        '&:hover': { backgroundColor: tint(0.1) },
        '&.Mui-focused': {
          backgroundColor: 'transparent',
          boxShadow: `0 0 0 2px ${primary.main}`,
        },
        '&.Mui-error': { boxShadow: `0 0 0 2px ${error.main}` },
      },
    };
  },
);

export default function CustomizedTextField() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <SoftTextField label="Workspace name" defaultValue="Harbour Lights" />
      <SoftTextField
        label="Invite code"
        error
        defaultValue="12"
        helperText="Codes have six characters"
      />
    </Box>
  );
}
