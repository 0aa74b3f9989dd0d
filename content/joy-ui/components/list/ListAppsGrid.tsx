import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Typography from '@mui/joy/Typography';
import CalendarMonthRounded from '@mui/icons-material/CalendarMonthRounded';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import CloudQueueRounded from '@mui/icons-material/CloudQueueRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import VideocamOutlined from '@mui/icons-material/VideocamOutlined';

const apps = [
  { name: 'Mail', icon: <MailOutlineRounded /> },
  { name: 'Calendar', icon: <CalendarMonthRounded /> },
  { name: 'Chat', icon: <ChatBubbleOutlineRounded /> },
  { name: 'Meet', icon: <VideocamOutlined /> },
  { name: 'Docs', icon: <DescriptionOutlined /> },
  { name: 'Sheets', icon: <TableChartOutlined /> },
  { name: 'Photos', icon: <PhotoLibraryOutlined /> },
  { name: 'Drive', icon: <CloudQueueRounded /> },
];

export default function ListAppsGrid() {
  return (
    <List
      aria-label="Apps"
      orientation="horizontal"
      wrap
      sx={{
        maxWidth: 300,
        '--List-gap': '8px',
        '--ListItem-radius': '12px',
        '--Icon-fontSize': '28px',
      }}
    >
      {apps.map((app) => (
        <ListItem key={app.name} sx={{ width: 84 }}>
          <ListItemButton
            component="a"
            href="#apps-in-a-grid"
            orientation="vertical"
            sx={{ flex: 1, gap: 0.5, py: 1.5 }}
          >
            {app.icon}
            <Typography level="body-xs" textColor="text.primary" component="span">
              {app.name}
            </Typography>
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
