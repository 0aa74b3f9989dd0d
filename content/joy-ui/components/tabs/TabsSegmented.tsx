import Tab, { tabClasses } from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

export default function TabsSegmented() {
  return (
    <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
      <TabList
        aria-label="Pricing period"
        disableUnderline
        tabFlex={1}
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            boxShadow: 'sm',
            bgcolor: 'background.surface',
          },
        }}
      >
        <Tab disableIndicator>Monthly</Tab>
        <Tab disableIndicator>Yearly</Tab>
        <Tab disableIndicator>Lifetime</Tab>
      </TabList>
    </Tabs>
  );
}
