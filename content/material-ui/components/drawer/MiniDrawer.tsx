import * as React from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import MenuIcon from '@mui/icons-material/Menu';
import InboxIcon from '@mui/icons-material/Inbox';
import SendIcon from '@mui/icons-material/Send';
import DraftsIcon from '@mui/icons-material/Drafts';

const folders = [
  { label: 'Inbox', icon: <InboxIcon /> },
  { label: 'Sent', icon: <SendIcon /> },
  { label: 'Drafts', icon: <DraftsIcon /> },
];

export default function MiniDrawer() {
  const [expanded, setExpanded] = React.useState(true);
  const [folder, setFolder] = React.useState('Inbox');
  const width = expanded ? 200 : 56;

  return (
    <Box
      sx={{
        display: 'flex',
        height: 260,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Drawer
        variant="permanent"
        sx={{
          width,
          flexShrink: 0,
          transition: (theme) => theme.transitions.create('width'),
          '& .MuiDrawer-paper': { position: 'relative', width: '100%', overflowX: 'hidden' },
        }}
      >
        <Box sx={{ paddingInline: 1, paddingBlock: 0.5 }}>
          <IconButton
            aria-label={expanded ? 'Collapse navigation' : 'Expand navigation'}
            aria-expanded={expanded}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
        </Box>
        <Box component="nav" aria-label="Mail folders">
          <List disablePadding>
            {folders.map(({ label, icon }) => (
              <ListItem key={label} disablePadding>
                <ListItemButton
                  selected={folder === label}
                  aria-current={folder === label ? 'page' : undefined}
                  onClick={() => setFolder(label)}
                  sx={{ paddingInline: 2 }}
                >
                  <ListItemIcon>{icon}</ListItemIcon>
                  <ListItemText
                    primary={label}
                    sx={{ opacity: expanded ? 1 : 0, whiteSpace: 'nowrap' }}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
      <Box component="section" aria-label={folder} sx={{ flexGrow: 1, padding: 3 }}>
        <Typography variant="h6" component="p">
          {folder}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No messages in this folder.
        </Typography>
      </Box>
    </Box>
  );
}
