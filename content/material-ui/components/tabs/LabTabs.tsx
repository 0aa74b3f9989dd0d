import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function LabTabs() {
  const [value, setValue] = React.useState('ingredients');

  return (
    <Box sx={{ width: '100%', typography: 'body2' }}>
      {/* TabContext shares the value and generates the ids that link each tab to its panel. */}
      <TabContext value={value}>
        <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
          <TabList onChange={(_event, newValue: string) => setValue(newValue)} aria-label="Recipe">
            <Tab label="Ingredients" value="ingredients" />
            <Tab label="Method" value="method" />
            <Tab label="Notes" value="notes" />
          </TabList>
        </Box>
        <TabPanel value="ingredients">200 g flour, 2 eggs, 300 ml milk, a pinch of salt.</TabPanel>
        <TabPanel value="method">Whisk everything, rest for 30 minutes, fry thin.</TabPanel>
        <TabPanel value="notes">
          Swap half the milk for sparkling water for lighter pancakes.
        </TabPanel>
      </TabContext>
    </Box>
  );
}
