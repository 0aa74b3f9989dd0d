import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputBase from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import NativeSelect from '@mui/material/NativeSelect';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import { alpha, styled } from '@mui/material/styles';

// A bare InputBase has no underline and no fieldset to fight with: every line of its look is here.
const PillInput = styled(InputBase)(({ theme }) => ({
  'label + &': { marginTop: theme.spacing(3) },
  '& .MuiInputBase-input': {
    borderRadius: 999,
    border: '1px solid',
    borderColor: (theme.vars ?? theme).palette.action.active,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    paddingBlock: theme.spacing(1),
    paddingInlineStart: theme.spacing(2),
    minWidth: 120,
    transition: theme.transitions.create(['border-color', 'box-shadow']),
    '&:focus': {
      borderRadius: 999,
      borderColor: (theme.vars ?? theme).palette.primary.main,
      boxShadow: theme.vars
        ? `0 0 0 3px rgba(${theme.vars.palette.primary.mainChannel} / 0.25)`
        : `0 0 0 3px ${alpha(theme.palette.primary.main, 0.25)}`,
    },
  },
}));

export default function CustomizedSelect() {
  const [speed, setSpeed] = React.useState('standard');
  const speedLabelId = React.useId();
  const currencyId = React.useId();

  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <FormControl variant="standard">
        <InputLabel id={speedLabelId} shrink>
          Delivery
        </InputLabel>
        <Select
          labelId={speedLabelId}
          value={speed}
          onChange={(event) => setSpeed(event.target.value)}
          input={<PillInput />}
        >
          <MenuItem value="standard">Standard, 3–5 days</MenuItem>
          <MenuItem value="express">Express, next day</MenuItem>
          <MenuItem value="pickup">Pick up in store</MenuItem>
        </Select>
      </FormControl>
      <FormControl variant="standard">
        <InputLabel htmlFor={currencyId} shrink>
          Currency
        </InputLabel>
        <NativeSelect id={currencyId} defaultValue="EUR" input={<PillInput />}>
          <option value="EUR">EUR €</option>
          <option value="GBP">GBP £</option>
          <option value="JPY">JPY ¥</option>
        </NativeSelect>
      </FormControl>
    </Stack>
  );
}
