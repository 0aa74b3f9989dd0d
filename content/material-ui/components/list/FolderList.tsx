import * as React from 'react';
import Paper from '@mui/material/Paper';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';
import ArchiveIcon from '@mui/icons-material/Archive';
import DeleteIcon from '@mui/icons-material/Delete';

const folders = [
  { name: 'Inbox', icon: <InboxIcon />, count: 12 },
  { name: 'Sent', icon: <SendIcon /> },
  { name: 'Drafts', icon: <DraftsIcon />, count: 2 },
];

export default function FolderList() {
  const [selected, setSelected] = React.useState('Inbox');

  const item = (name: string, icon: React.ReactNode, count?: number) => (
    <ListItem key={name} disablePadding>
      <ListItemButton
        selected={selected === name}
        aria-current={selected === name ? 'page' : undefined}
        onClick={() => setSelected(name)}
      >
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={name} />
        {count ? (
          <Box component="span" sx={{ typography: 'body2', fontWeight: 'medium' }}>
            {count}
            <Box component="span" sx={visuallyHidden}>
              {' '}
              unread
            </Box>
          </Box>
        ) : null}
      </ListItemButton>
    </ListItem>
  );

  return (
    <Paper variant="outlined" component="nav" aria-label="Mail folders" sx={{ maxWidth: 320 }}>
      <List>{folders.map((folder) => item(folder.name, folder.icon, folder.count))}</List>
      <Divider />
      <List>
        {item('Archive', <ArchiveIcon />)}
        {item('Trash', <DeleteIcon />)}
      </List>
    </Paper>
  );
}
