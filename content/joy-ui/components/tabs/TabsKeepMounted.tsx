import * as React from 'react';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function TabsKeepMounted() {
  const [keepMounted, setKeepMounted] = React.useState(false);
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Switch
        checked={keepMounted}
        onChange={(event) => setKeepMounted(event.target.checked)}
        endDecorator="keepMounted on both panels"
        slotProps={{ input: { 'aria-label': 'Keep hidden panels mounted' } }}
      />
      <Tabs defaultValue="recipient" variant="outlined" sx={{ borderRadius: 'sm' }}>
        <TabList tabFlex={1} aria-label="Shipping details">
          <Tab value="recipient">Recipient</Tab>
          <Tab value="address">Address</Tab>
        </TabList>
        <TabPanel value="recipient" keepMounted={keepMounted}>
          <FormControl>
            <FormLabel>Full name</FormLabel>
            <Input placeholder="Amara Nwosu" />
          </FormControl>
        </TabPanel>
        <TabPanel value="address" keepMounted={keepMounted}>
          <FormControl>
            <FormLabel>Street and number</FormLabel>
            <Input placeholder="Kanaalstraat 18" />
          </FormControl>
        </TabPanel>
      </Tabs>
    </Stack>
  );
}
