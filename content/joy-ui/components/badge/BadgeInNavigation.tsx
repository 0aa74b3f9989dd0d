import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListItemContent from '@mui/joy/ListItemContent';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import NotificationsNoneRounded from '@mui/icons-material/NotificationsNoneRounded';

const sections = [
  { label: 'Messages', icon: <ChatOutlined />, count: 4, unit: 'unread' },
  { label: 'Calendar', icon: <EventOutlined />, count: 0, unit: 'new invitations' },
  { label: 'Shared files', icon: <FolderSharedOutlined />, count: 120, unit: 'new' },
  { label: 'Alerts', icon: <NotificationsNoneRounded />, count: 1, unit: 'new' },
];

// Read by screen readers, not shown: the bubble already shows the count.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function BadgeInNavigation() {
  return (
    <nav aria-label="Workspace">
      <List sx={{ maxWidth: 260, '--ListItem-radius': '8px' }}>
        {sections.map((section) => (
          <ListItem key={section.label}>
            <ListItemButton component="a" href="#badges-in-navigation">
              <ListItemDecorator>
                <Badge
                  badgeContent={section.count}
                  max={99}
                  size="sm"
                  color={section.label === 'Alerts' ? 'danger' : 'primary'}
                  badgeInset="-2px -4px 0 0"
                  slotProps={{ badge: { 'aria-hidden': true } }}
                >
                  {section.icon}
                </Badge>
              </ListItemDecorator>
              <ListItemContent>
                {section.label}
                {section.count > 0 ? (
                  <Box component="span" sx={visuallyHidden}>
                    , {section.count} {section.unit}
                  </Box>
                ) : null}
              </ListItemContent>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </nav>
  );
}
