import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = [
  { value: 'mon', label: 'Monday', text: 'Swimming 07:00 · Team meeting 10:30' },
  { value: 'tue', label: 'Tuesday', text: 'Dentist 09:15 · Piano lesson 18:00' },
  { value: 'wed', label: 'Wednesday', text: 'Working from home all day' },
  { value: 'thu', label: 'Thursday', text: 'Quarterly review 14:00 (room 4B)', disabled: true },
  { value: 'fri', label: 'Friday', text: 'Train to Lyon 16:42' },
];

export default function KeyboardActivationTabs() {
  const [day, setDay] = React.useState('mon');
  const [followsFocus, setFollowsFocus] = React.useState(false);
  const current = days.find((item) => item.value === day);

  return (
    <Box sx={{ width: '100%' }}>
      <FormControlLabel
        control={
          <Switch
            checked={followsFocus}
            onChange={(event) => setFollowsFocus(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="selectionFollowsFocus"
      />
      <Tabs
        value={day}
        onChange={(event, value: string) => setDay(value)}
        selectionFollowsFocus={followsFocus}
        variant="scrollable"
        aria-label="Days of the week"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {days.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            disabled={item.disabled}
            id={`keyboard-tab-${item.value}`}
            aria-controls={`keyboard-tabpanel-${item.value}`}
          />
        ))}
      </Tabs>
      <Box
        role="tabpanel"
        id={`keyboard-tabpanel-${day}`}
        aria-labelledby={`keyboard-tab-${day}`}
        sx={{ padding: 2 }}
      >
        <Typography>{current?.text}</Typography>
      </Box>
    </Box>
  );
}
