import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';
import Typography from '@mui/joy/Typography';

export default function TabsBasic() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', borderRadius: 'sm' }}>
      <TabList aria-label="Project views">
        <Tab>Overview</Tab>
        <Tab>Activity</Tab>
        <Tab>Settings</Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography>12 open tasks, 3 due this week.</Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography>Ines closed “Update the pricing page” 2 hours ago.</Typography>
      </TabPanel>
      <TabPanel value={2}>
        <Typography>Visibility: private to the design team.</Typography>
      </TabPanel>
    </Tabs>
  );
}
