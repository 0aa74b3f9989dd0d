import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs, { TabsProps } from '@mui/material/Tabs';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const choices = [
  { label: '"auto"', value: 'auto' },
  { label: 'true', value: 'true' },
  { label: 'false', value: 'false' },
];

export default function ScrollButtonTabs() {
  const [month, setMonth] = React.useState(5);
  const [mode, setMode] = React.useState('auto');
  const [mobile, setMobile] = React.useState(false);
  const scrollButtons: TabsProps['scrollButtons'] = mode === 'auto' ? 'auto' : mode === 'true';

  return (
    <Box sx={{ maxWidth: 480, width: '100%' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2 }}>
        <RadioGroup
          row
          aria-label="scrollButtons"
          value={mode}
          onChange={(event) => setMode(event.target.value)}
        >
          {choices.map((choice) => (
            <FormControlLabel
              key={choice.value}
              value={choice.value}
              control={<Radio size="small" />}
              label={`scrollButtons=${choice.label}`}
            />
          ))}
        </RadioGroup>
        <FormControlLabel
          control={
            <Switch checked={mobile} onChange={(event) => setMobile(event.target.checked)} />
          }
          label="allowScrollButtonsMobile"
        />
      </Box>
      <Tabs
        value={month}
        onChange={(_event, value: number) => setMonth(value)}
        variant="scrollable"
        scrollButtons={scrollButtons}
        allowScrollButtonsMobile={mobile}
        aria-label="Month"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {months.map((name) => (
          <Tab key={name} label={name} />
        ))}
      </Tabs>
    </Box>
  );
}
