import { visuallyHidden } from '@mui/utils';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Tab from '@mui/joy/Tab';
import TabList from '@mui/joy/TabList';
import TabPanel from '@mui/joy/TabPanel';
import Tabs from '@mui/joy/Tabs';

const queues = [
  { value: 'open', label: 'Open', count: 14, text: 'Fourteen tickets wait for a first reply.' },
  { value: 'pending', label: 'Pending', count: 3, text: 'Three tickets wait for the customer.' },
  { value: 'solved', label: 'Solved', count: 0, text: 'Nothing solved today yet.' },
];

export default function TabsWithCounts() {
  return (
    <Tabs defaultValue="open" sx={{ width: '100%', maxWidth: 440 }}>
      <TabList aria-label="Ticket queues">
        {queues.map((queue) => (
          <Tab key={queue.value} value={queue.value} sx={{ gap: 1 }}>
            {queue.label}
            <Chip
              component="span"
              size="sm"
              variant="soft"
              color={queue.count > 0 ? 'primary' : 'neutral'}
            >
              {queue.count}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                tickets
              </Box>
            </Chip>
          </Tab>
        ))}
      </TabList>
      {queues.map((queue) => (
        <TabPanel key={queue.value} value={queue.value}>
          {queue.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
