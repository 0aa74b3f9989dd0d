import Box from '@mui/joy/Box';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const labels = ['Day', 'Week', 'Month'];

export default function TabsVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, width: '100%' }}>
      <Tabs defaultValue={1} size="sm">
        <TabList aria-label="Plain tabs, small" tabFlex={1}>
          {labels.map((label) => (
            <Tab key={label}>{label}</Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue={1}>
        <TabList
          aria-label="Soft tabs"
          variant="soft"
          disableUnderline
          sx={{ borderRadius: 'lg', padding: 0.5, gap: 0.5 }}
        >
          {labels.map((label) => (
            <Tab
              key={label}
              disableIndicator
              variant="soft"
              color="primary"
              sx={{ borderRadius: 'md' }}
            >
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      <Tabs defaultValue={0} size="lg">
        <TabList aria-label="Indicator on top, large" color="success">
          {labels.map((label) => (
            <Tab key={label} indicatorPlacement="top" color="success">
              {label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Box>
  );
}
