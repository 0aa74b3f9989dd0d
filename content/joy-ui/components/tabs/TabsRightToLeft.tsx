import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

export default function TabsRightToLeft() {
  return (
    <div dir="rtl" lang="he">
      {/* direction="rtl": the Left arrow moves to the next tab, as a Hebrew reader expects. */}
      <Tabs direction="rtl" defaultValue={0}>
        <TabList aria-label="הגדרות">
          <Tab>כללי</Tab>
          <Tab>פרטיות</Tab>
          <Tab>התראות</Tab>
        </TabList>
        <TabPanel value={0}>הגדרות כלליות</TabPanel>
        <TabPanel value={1}>הגדרות פרטיות</TabPanel>
        <TabPanel value={2}>הגדרות התראות</TabPanel>
      </Tabs>
    </div>
  );
}
