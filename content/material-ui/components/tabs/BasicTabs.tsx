import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  {
    id: 'overview',
    label: 'Overview',
    body: 'A 12-cup drip coffee maker with a thermal carafe and a 24-hour timer.',
  },
  {
    id: 'reviews',
    label: 'Reviews (218)',
    body: 'Rated 4.6 out of 5. “Quiet, fast and keeps coffee hot for hours.”',
  },
  {
    id: 'specs',
    label: 'Specifications',
    body: 'Capacity 1.8 l · Power 1000 W · Weight 2.4 kg · Two-year warranty.',
  },
];

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={value}
          onChange={(_event, newValue: number) => setValue(newValue)}
          aria-label="Product details"
        >
          {sections.map((section) => (
            <Tab
              key={section.id}
              label={section.label}
              id={`product-tab-${section.id}`}
              aria-controls={`product-panel-${section.id}`}
            />
          ))}
        </Tabs>
      </Box>
      {sections.map((section, index) => (
        <div
          key={section.id}
          role="tabpanel"
          hidden={value !== index}
          id={`product-panel-${section.id}`}
          aria-labelledby={`product-tab-${section.id}`}
        >
          {value === index && <Typography sx={{ padding: 3 }}>{section.body}</Typography>}
        </div>
      ))}
    </Box>
  );
}
