import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';

const items = [
  { label: 'Inbox', icon: <InboxOutlined /> },
  { label: 'Starred', icon: <StarBorderRounded /> },
  { label: 'Sent', icon: <SendOutlined /> },
];

export default function ListSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Sheet key={size} variant="outlined" sx={{ borderRadius: 'sm', minWidth: 160 }}>
          <Typography level="body-xs" sx={{ px: 1.5, pt: 1 }}>
            size=&quot;{size}&quot;
          </Typography>
          <List size={size} aria-label={`Mailboxes (${size})`}>
            {items.map((item) => (
              <ListItem key={item.label}>
                <ListItemButton selected={item.label === 'Inbox'}>
                  <ListItemDecorator>{item.icon}</ListItemDecorator>
                  {item.label}
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Sheet>
      ))}
    </Box>
  );
}
