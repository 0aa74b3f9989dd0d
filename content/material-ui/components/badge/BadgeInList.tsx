import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import ForumIcon from '@mui/icons-material/ForumOutlined';
import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import EventIcon from '@mui/icons-material/EventOutlined';

const channels = [
  { name: 'Discussions', icon: <ForumIcon />, unread: 5 },
  { name: 'Tasks', icon: <AssignmentIcon />, unread: 12 },
  { name: 'Calendar', icon: <EventIcon />, unread: 0 },
];

export default function BadgeInList() {
  return (
    <Paper variant="outlined" component="nav" aria-label="Team space" sx={{ maxWidth: 300 }}>
      <List>
        {channels.map((channel) => (
          <ListItem key={channel.name} disablePadding>
            {/* The count is part of the row's name, so it is heard in context. */}
            <ListItemButton
              aria-label={
                channel.unread > 0 ? `${channel.name}, ${channel.unread} unread` : channel.name
              }
            >
              <ListItemIcon>
                <Badge badgeContent={channel.unread} color="primary" aria-hidden>
                  {channel.icon}
                </Badge>
              </ListItemIcon>
              <ListItemText primary={channel.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
