import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const timeZones = ['Europe/Lisbon', 'Europe/Paris', 'Europe/Helsinki', 'Asia/Dubai', 'Asia/Tokyo'];

export default function TimeZoneSelect() {
  const [zone, setZone] = React.useState('Europe/Paris');
  return (
    <FormControl sx={{ minWidth: 240 }}>
      <InputLabel id="time-zone-label">Time zone</InputLabel>
      <Select
        labelId="time-zone-label"
        label="Time zone"
        value={zone}
        onChange={(event) => setZone(event.target.value)}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: 280 } } } }}
      >
        {timeZones.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
