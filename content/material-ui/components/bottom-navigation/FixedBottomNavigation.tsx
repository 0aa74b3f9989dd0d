import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InboxIcon from '@mui/icons-material/Inbox';
import StarIcon from '@mui/icons-material/Star';
import SendIcon from '@mui/icons-material/Send';

const senders = ['Amara', 'Bruno', 'Chiara', 'Dmitri', 'Esi', 'Farid', 'Greta', 'Hiro'];
const subjects = [
  'Minutes of Tuesday’s meeting',
  'Your parcel is on its way',
  'Lunch on Friday?',
  'Invoice 2024-118',
  'Photos from the hike',
  'Change of venue',
];

const messages = Array.from({ length: 14 }, (_, index) => ({
  id: index,
  from: senders[index % senders.length],
  subject: subjects[index % subjects.length],
}));

export default function FixedBottomNavigation() {
  const [folder, setFolder] = React.useState('inbox');

  return (
    // An iframe demo paints its own background and text colour.
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: '100vh' }}>
      {/* The padding keeps the last message clear of the 56px bar. */}
      <Box component="main" sx={{ paddingBlockEnd: 'calc(56px + env(safe-area-inset-bottom))' }}>
        <Typography component="p" variant="h6" sx={{ paddingInline: 2, paddingBlockStart: 2 }}>
          Inbox
        </Typography>
        <List>
          {messages.map((message) => (
            <ListItem key={message.id} divider>
              <ListItemText primary={message.subject} secondary={message.from} />
            </ListItem>
          ))}
          <ListItem>
            <ListItemText primary="End of the inbox" />
          </ListItem>
        </List>
      </Box>
      <Paper
        component="nav"
        aria-label="Mail folders"
        elevation={3}
        sx={{
          position: 'fixed',
          insetInline: 0,
          bottom: 0,
          paddingBlockEnd: 'env(safe-area-inset-bottom)',
          zIndex: 'appBar',
        }}
      >
        <BottomNavigation
          showLabels
          value={folder}
          onChange={(_event, next: string) => setFolder(next)}
        >
          <BottomNavigationAction value="inbox" label="Inbox" icon={<InboxIcon />} />
          <BottomNavigationAction value="starred" label="Starred" icon={<StarIcon />} />
          <BottomNavigationAction value="sent" label="Sent" icon={<SendIcon />} />
        </BottomNavigation>
      </Paper>
    </Box>
  );
}
