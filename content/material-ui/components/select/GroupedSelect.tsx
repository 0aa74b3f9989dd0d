import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListSubheader, { type ListSubheaderProps } from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const zones = [
  { region: 'Europe', cities: ['Lisbon', 'Paris', 'Helsinki'] },
  { region: 'Americas', cities: ['Los Angeles', 'Chicago', 'New York', 'São Paulo'] },
  { region: 'Asia and Pacific', cities: ['Mumbai', 'Singapore', 'Tokyo', 'Sydney'] },
];

// Select clones every child as an option: it passes role="option" and aria-selected to the
// subheaders too. Override both after the spread, so the headers are not announced as options.
function GroupHeader(props: ListSubheaderProps) {
  return <ListSubheader {...props} role="presentation" aria-selected={undefined} />;
}

export default function GroupedSelect() {
  const [city, setCity] = React.useState('');
  const labelId = React.useId();
  const helperId = React.useId();

  return (
    <FormControl sx={{ width: '100%', maxWidth: 280 }}>
      <InputLabel id={labelId} shrink>
        Time zone
      </InputLabel>
      <Select
        labelId={labelId}
        label="Time zone"
        notched
        displayEmpty
        value={city}
        onChange={(event) => setCity(event.target.value)}
        renderValue={(value) => value || 'Same as my device'}
        aria-describedby={helperId}
      >
        <MenuItem value="">Same as my device</MenuItem>
        {zones.flatMap(({ region, cities }) => [
          <GroupHeader key={region}>{region}</GroupHeader>,
          ...cities.map((name) => (
            <MenuItem key={name} value={name}>
              {name}
            </MenuItem>
          )),
        ])}
      </Select>
      <FormHelperText id={helperId}>Meeting times are shown in this zone.</FormHelperText>
    </FormControl>
  );
}
