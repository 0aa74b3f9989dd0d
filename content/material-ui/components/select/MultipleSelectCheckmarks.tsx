import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import type { MenuProps as MenuPropsType } from '@mui/material/Menu';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';

const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

// Show four and a half items, so readers can tell the list scrolls.
const MenuProps: Partial<MenuPropsType> = {
  slotProps: { paper: { style: { maxHeight: 48 * 4.5 + 8 } } },
};

export default function MultipleSelectCheckmarks() {
  const [days, setDays] = React.useState<string[]>(['Monday', 'Wednesday']);
  const labelId = React.useId();

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    // Autofill can hand over a comma-separated string instead of an array.
    const chosen = typeof value === 'string' ? value.split(',') : value;
    // Keep the week's order whatever the click order was.
    setDays(weekdays.filter((day) => chosen.includes(day)));
  };

  return (
    <FormControl sx={{ width: '100%', maxWidth: 300 }}>
      <InputLabel id={labelId}>Training days</InputLabel>
      <Select
        labelId={labelId}
        multiple
        value={days}
        onChange={handleChange}
        input={<OutlinedInput label="Training days" />}
        renderValue={(selected) => selected.join(', ')}
        MenuProps={MenuProps}
      >
        {weekdays.map((day) => (
          <MenuItem key={day} value={day}>
            {/* A picture of a checkbox, not a second control: the option's aria-selected says it is on. */}
            <ListItemIcon>
              {days.includes(day) ? <CheckBoxIcon color="primary" /> : <CheckBoxOutlineBlankIcon />}
            </ListItemIcon>
            <ListItemText primary={day} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
