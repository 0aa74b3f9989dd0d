import * as React from 'react';
import { styled } from '@mui/material/styles';
import Checkbox, { CheckboxProps } from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

// Checkbox passes `fontSize` to its icons: keep it off the DOM element.
const Box = styled('span', { shouldForwardProp: (prop) => prop !== 'fontSize' })(({ theme }) => ({
  width: 18,
  height: 18,
  borderRadius: 4,
  border: `2px solid ${(theme.vars ?? theme).palette.text.secondary}`,
  backgroundColor: 'transparent',
  transition: theme.transitions.create(['background-color', 'border-color']),
  // The input is transparent and on top: style its states through the parent.
  '.Mui-focusVisible &': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 2,
  },
  'input:hover ~ &': {
    borderColor: (theme.vars ?? theme).palette.primary.main,
  },
  'input:disabled ~ &': {
    borderColor: (theme.vars ?? theme).palette.action.disabled,
  },
}));

const CheckedBox = styled(Box)(({ theme }) => ({
  borderColor: (theme.vars ?? theme).palette.primary.main,
  backgroundColor: (theme.vars ?? theme).palette.primary.main,
  // A tick drawn with two borders of a rotated box.
  position: 'relative',
  '&::after': {
    content: '""',
    position: 'absolute',
    left: 4,
    top: 0,
    width: 6,
    height: 10,
    border: `solid ${(theme.vars ?? theme).palette.primary.contrastText}`,
    borderWidth: '0 2px 2px 0',
    transform: 'rotate(45deg)',
  },
  'input:disabled ~ &': {
    borderColor: (theme.vars ?? theme).palette.action.disabled,
    backgroundColor: (theme.vars ?? theme).palette.action.disabled,
  },
}));

function RoundedCheckbox(props: CheckboxProps) {
  return <Checkbox disableRipple icon={<Box />} checkedIcon={<CheckedBox />} {...props} />;
}

export default function CustomizedCheckbox() {
  return (
    <FormGroup>
      <FormControlLabel control={<RoundedCheckbox defaultChecked />} label="Email me a receipt" />
      <FormControlLabel control={<RoundedCheckbox />} label="Save this card for next time" />
      <FormControlLabel
        control={<RoundedCheckbox disabled />}
        label="Split the payment (not available for this order)"
        disabled
      />
    </FormGroup>
  );
}
