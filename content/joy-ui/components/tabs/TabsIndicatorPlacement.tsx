import Stack from '@mui/joy/Stack';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function TabsIndicatorPlacement() {
  return (
    <Stack spacing={3}>
      {/* The list's line on top, and each selected tab's indicator on the same edge. */}
      <Tabs defaultValue="summary">
        <TabList aria-label="Report sections" underlinePlacement="top">
          <Tab value="summary" indicatorPlacement="top">
            Summary
          </Tab>
          <Tab value="details" indicatorPlacement="top">
            Details
          </Tab>
        </TabList>
        <TabPanel value="summary">Indicator and underline on the top edge.</TabPanel>
        <TabPanel value="details">Useful for tabs at the bottom of a panel.</TabPanel>
      </Tabs>
      {/* indicatorInset keeps the indicator inside the tab's padding. */}
      <Tabs defaultValue="primary">
        <TabList aria-label="Inbox folders">
          <Tab value="primary" indicatorInset>
            Primary
          </Tab>
          <Tab value="updates" indicatorInset>
            Updates
          </Tab>
        </TabList>
        <TabPanel value="primary">A shorter indicator, inset from the tab&apos;s edges.</TabPanel>
        <TabPanel value="updates">No new updates.</TabPanel>
      </Tabs>
    </Stack>
  );
}
