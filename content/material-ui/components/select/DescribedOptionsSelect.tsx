import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';

const plans = [
  { value: 'solo', name: 'Solo', detail: 'One editor, 5 GB of storage' },
  { value: 'team', name: 'Team', detail: 'Up to 20 editors, shared folders, 1 TB' },
  { value: 'company', name: 'Company', detail: 'Unlimited editors, single sign-on, audit log' },
];

export default function DescribedOptionsSelect() {
  const [plan, setPlan] = React.useState('team');

  return (
    <FormControl sx={{ width: 320 }}>
      <InputLabel id="described-options-label">Plan</InputLabel>
      <Select
        labelId="described-options-label"
        label="Plan"
        value={plan}
        onChange={(event) => setPlan(event.target.value)}
        // The closed field shows the plan's name only, not the two lines of the option.
        renderValue={(value) => plans.find((item) => item.value === value)?.name}
        aria-describedby="described-options-helper"
      >
        {plans.map((item) => (
          <MenuItem key={item.value} value={item.value}>
            <ListItemText primary={item.name} secondary={item.detail} />
          </MenuItem>
        ))}
      </Select>
      <FormHelperText id="described-options-helper">
        Billed monthly, cancel any time.
      </FormHelperText>
    </FormControl>
  );
}
