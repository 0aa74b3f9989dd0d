import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Typography from '@mui/material/Typography';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

const sections = [
  {
    value: 'itinerary',
    label: 'Itinerary',
    text: 'Day 1: Lisbon to Sintra by train. Day 2: Cabo da Roca and the coast road to Cascais.',
  },
  {
    value: 'packing',
    label: 'Packing',
    text: 'Light rain jacket, walking shoes, a reusable bottle and a power adapter (type F).',
  },
  {
    value: 'budget',
    label: 'Budget',
    text: 'Trains €9.60, Pena Palace tickets €20 each, two dinners around €35 per person.',
  },
];

export default function LabTabs() {
  const [value, setValue] = React.useState('itinerary');

  return (
    <Box sx={{ width: '100%' }}>
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList onChange={(_event, next: string) => setValue(next)} aria-label="Trip planner">
            {sections.map((section) => (
              <Tab key={section.value} label={section.label} value={section.value} />
            ))}
          </TabList>
        </Box>
        {sections.map((section) => (
          <TabPanel key={section.value} value={section.value}>
            <Typography variant="body2">{section.text}</Typography>
          </TabPanel>
        ))}
      </TabContext>
    </Box>
  );
}
