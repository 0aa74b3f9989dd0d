import Badge from '@mui/material/Badge';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
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
            {/*
              No aria-label: the row is named by its text, and a visually hidden ", 5 unread"
              after the label adds the count. The name then starts with the visible label, as
              WCAG 2.5.3 asks, and the badge on the icon is hidden so the number is heard once.
            */}
            <ListItemButton>
              <ListItemIcon>
                <Badge badgeContent={channel.unread} color="primary" aria-hidden>
                  {channel.icon}
                </Badge>
              </ListItemIcon>
              <ListItemText
                primary={
                  <>
                    {channel.name}
                    {channel.unread > 0 ? (
                      <Box component="span" sx={visuallyHidden}>
                        , {channel.unread} unread
                      </Box>
                    ) : null}
                  </>
                }
              />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
