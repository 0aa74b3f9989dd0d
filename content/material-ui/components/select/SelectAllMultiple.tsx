import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import Select, { type SelectChangeEvent } from '@mui/material/Select';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import IndeterminateCheckBoxIcon from '@mui/icons-material/IndeterminateCheckBox';

const regions = ['North', 'South', 'East', 'West', 'Islands'];
const ALL = '__all__';

export default function SelectAllMultiple() {
  const [chosen, setChosen] = React.useState<string[]>(['North', 'East']);
  const allChosen = chosen.length === regions.length;

  const handleChange = (event: SelectChangeEvent<string[]>) => {
    const { value } = event.target;
    const next = typeof value === 'string' ? value.split(',') : value;
    // The "All regions" item arrives as one more value in the array: turn it into a toggle.
    if (next.includes(ALL)) {
      setChosen(allChosen ? [] : regions);
      return;
    }
    setChosen(regions.filter((region) => next.includes(region)));
  };

  return (
    <FormControl sx={{ width: '100%', maxWidth: 300 }}>
      <InputLabel id="select-all-label">Regions</InputLabel>
      <Select
        labelId="select-all-label"
        multiple
        value={chosen}
        onChange={handleChange}
        input={<OutlinedInput label="Regions" />}
        renderValue={(selected) => (allChosen ? 'All regions' : selected.join(', '))}
      >
        <MenuItem value={ALL} divider>
          <ListItemIcon>
            {allChosen ? (
              <CheckBoxIcon color="primary" />
            ) : chosen.length > 0 ? (
              <IndeterminateCheckBoxIcon color="primary" />
            ) : (
              <CheckBoxOutlineBlankIcon />
            )}
          </ListItemIcon>
          <ListItemText primary={allChosen ? 'Clear all' : 'All regions'} />
        </MenuItem>
        {regions.map((region) => (
          <MenuItem key={region} value={region}>
            <ListItemIcon>
              {chosen.includes(region) ? (
                <CheckBoxIcon color="primary" />
              ) : (
                <CheckBoxOutlineBlankIcon />
              )}
            </ListItemIcon>
            <ListItemText primary={region} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
