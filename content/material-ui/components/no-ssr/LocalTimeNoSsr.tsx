import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import NoSsr from '@mui/material/NoSsr';

const events = [
  { title: 'Design review', start: '2025-06-02T14:00:00Z' },
  { title: 'Release planning', start: '2025-06-03T09:30:00Z' },
  { title: 'Team retro', start: '2025-06-05T16:00:00Z' },
];

function format(iso: string, timeZone?: string) {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(new Date(iso));
}

export default function LocalTimeNoSsr() {
  return (
    <List dense sx={{ maxWidth: 360, bgcolor: 'background.paper' }}>
      {events.map((event) => (
        <ListItem key={event.title} divider>
          <ListItemText
            primary={event.title}
            secondary={<NoSsr fallback={format(event.start, 'UTC')}>{format(event.start)}</NoSsr>}
          />
        </ListItem>
      ))}
    </List>
  );
}
