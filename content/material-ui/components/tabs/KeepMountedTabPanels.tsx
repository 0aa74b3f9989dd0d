import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import TextField from '@mui/material/TextField';
import TabContext from '@mui/lab/TabContext';
import TabList from '@mui/lab/TabList';
import TabPanel from '@mui/lab/TabPanel';

export default function KeepMountedTabPanels() {
  const [tab, setTab] = React.useState('details');
  const [keepMounted, setKeepMounted] = React.useState(true);

  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <FormControlLabel
        control={
          <Switch
            checked={keepMounted}
            onChange={(event) => setKeepMounted(event.target.checked)}
            inputProps={{ role: 'switch' }}
          />
        }
        label="keepMounted"
      />
      <TabContext value={tab}>
        <TabList
          onChange={(event, value: string) => setTab(value)}
          aria-label="Event form sections"
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab label="Details" value="details" />
          <Tab label="Notes" value="notes" />
        </TabList>
        {/* Uncontrolled fields: their text lives in the DOM, so it survives only while mounted. */}
        <TabPanel value="details" keepMounted={keepMounted}>
          <TextField label="Event title" fullWidth />
        </TabPanel>
        <TabPanel value="notes" keepMounted={keepMounted}>
          <TextField label="Notes for the caterer" multiline minRows={3} fullWidth />
        </TabPanel>
      </TabContext>
    </Box>
  );
}
