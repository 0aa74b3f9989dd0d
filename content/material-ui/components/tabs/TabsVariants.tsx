import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhoneIcon from '@mui/icons-material/Phone';
import ChatIcon from '@mui/icons-material/Chat';
import VideocamIcon from '@mui/icons-material/Videocam';

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

export default function TabsVariants() {
  const [channel, setChannel] = React.useState('calls');
  const [month, setMonth] = React.useState(2);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Tabs
        value={channel}
        onChange={(_event, next: string) => setChannel(next)}
        variant="fullWidth"
        textColor="secondary"
        indicatorColor="secondary"
        aria-label="Contact channel"
      >
        <Tab value="calls" label="Calls" icon={<PhoneIcon />} iconPosition="start" />
        <Tab value="chat" label="Chat" icon={<ChatIcon />} iconPosition="start" />
        <Tab value="video" label="Video" icon={<VideocamIcon />} iconPosition="start" disabled />
      </Tabs>
      <Box sx={{ maxWidth: 480, width: '100%' }}>
        <Tabs
          value={month}
          onChange={(_event, next: number) => setMonth(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Month"
        >
          {months.map((name) => (
            <Tab key={name} label={name} />
          ))}
        </Tabs>
      </Box>
    </Box>
  );
}
