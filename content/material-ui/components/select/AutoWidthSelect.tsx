import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

export default function AutoWidthSelect() {
  const [unit, setUnit] = React.useState('km');

  return (
    <FormControl sx={{ minWidth: 280 }} size="small">
      <InputLabel id="unit-label">Unit</InputLabel>
      {/* The menu takes the width of its longest item, narrower than this wide field. */}
      <Select
        labelId="unit-label"
        label="Unit"
        autoWidth
        value={unit}
        onChange={(event) => setUnit(event.target.value)}
      >
        <MenuItem value="km">km (kilometres)</MenuItem>
        <MenuItem value="mi">mi (statute miles)</MenuItem>
        <MenuItem value="nmi">nmi (nautical miles)</MenuItem>
      </Select>
    </FormControl>
  );
}
