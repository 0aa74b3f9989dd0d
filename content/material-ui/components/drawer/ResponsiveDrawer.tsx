import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import EventIcon from '@mui/icons-material/Event';
import GroupsIcon from '@mui/icons-material/Groups';
import PaymentsIcon from '@mui/icons-material/Payments';

const width = 200;
const sections = [
  { label: 'Rota', icon: <EventIcon /> },
  { label: 'Team', icon: <GroupsIcon /> },
  { label: 'Payroll', icon: <PaymentsIcon /> },
];

export default function ResponsiveDrawer() {
  const [open, setOpen] = React.useState(false);
  const [section, setSection] = React.useState('Rota');

  const nav = (
    <Box component="nav" aria-label="Workspace">
      <List>
        {sections.map(({ label, icon }) => (
          <ListItem key={label} disablePadding>
            <ListItemButton
              selected={section === label}
              aria-current={section === label ? 'page' : undefined}
              onClick={() => {
                setSection(label);
                setOpen(false);
              }}
            >
              <ListItemIcon>{icon}</ListItemIcon>
              <ListItemText primary={label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <AppBar position="static" elevation={0}>
        <Toolbar variant="dense">
          {/* Narrow screens only: the button opens the temporary drawer. */}
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Open navigation"
            aria-expanded={open}
            onClick={() => setOpen(true)}
            sx={{ marginInlineEnd: 1, display: { sm: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography component="p" sx={{ fontWeight: 500 }}>
            Corner Café
          </Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', minHeight: 200 }}>
        {/* Wide screens: the same links in a permanent drawer, part of the layout. */}
        <Drawer
          variant="permanent"
          sx={{
            display: { xs: 'none', sm: 'block' },
            width,
            flexShrink: 0,
            '& .MuiDrawer-paper': { position: 'relative', width },
          }}
        >
          {nav}
        </Drawer>
        <Drawer
          open={open}
          onClose={() => setOpen(false)}
          sx={{ display: { sm: 'none' }, '& .MuiDrawer-paper': { width } }}
        >
          {nav}
        </Drawer>
        <Box component="section" aria-label={section} sx={{ flexGrow: 1, padding: 2 }}>
          <Typography variant="h6" component="p">
            {section}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Resize the window: below 600 px the links move into a drawer behind the menu button.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
