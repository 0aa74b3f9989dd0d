import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import Tabs from '@mui/joy/Tabs';

const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export default function TabsScrollable() {
  return (
    <Tabs defaultValue={10} sx={{ maxWidth: 420, bgcolor: 'transparent' }}>
      <TabList
        aria-label="Month"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          // Hide the scrollbar; touch and trackpads still scroll, and the arrow keys move focus.
          '&::-webkit-scrollbar': { display: 'none' },
          scrollbarWidth: 'none',
        }}
      >
        {months.map((month) => (
          <Tab key={month} sx={{ flex: 'none', scrollSnapAlign: 'start' }}>
            {month}
          </Tab>
        ))}
      </TabList>
    </Tabs>
  );
}
