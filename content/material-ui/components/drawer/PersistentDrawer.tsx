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
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import AssignmentReturnIcon from '@mui/icons-material/AssignmentReturn';

const drawerWidth = 200;
const pages = [
  { label: 'Shipments', icon: <LocalShippingIcon /> },
  { label: 'Stock', icon: <Inventory2Icon /> },
  { label: 'Returns', icon: <AssignmentReturnIcon /> },
];

export default function PersistentDrawer() {
  const [open, setOpen] = React.useState(true);
  const [page, setPage] = React.useState('Shipments');

  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: 300,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      {/* The bar spans the full width: the drawer below it is "clipped". */}
      <AppBar position="static" elevation={0} enableColorOnDark>
        <Toolbar variant="dense">
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Navigation"
            aria-expanded={open}
            aria-controls="persistent-drawer-nav"
            onClick={() => setOpen((value) => !value)}
            sx={{ marginInlineEnd: 1 }}
          >
            {open ? <MenuOpenIcon /> : <MenuIcon />}
          </IconButton>
          <Typography component="div">Warehouse</Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flexGrow: 1, minHeight: 0 }}>
        <Drawer
          variant="persistent"
          anchor="left"
          open={open}
          sx={{
            width: open ? drawerWidth : 0,
            flexShrink: 0,
            overflow: 'hidden',
            transition: (theme) =>
              theme.transitions.create('width', {
                duration: open
                  ? theme.transitions.duration.enteringScreen
                  : theme.transitions.duration.leavingScreen,
              }),
            // Inside this box rather than fixed to the viewport.
            '& .MuiDrawer-paper': { position: 'relative', width: drawerWidth, height: '100%' },
          }}
        >
          <Box component="nav" id="persistent-drawer-nav" aria-label="Warehouse">
            <List>
              {pages.map(({ label, icon }) => (
                <ListItem key={label} disablePadding>
                  <ListItemButton
                    selected={page === label}
                    aria-current={page === label ? 'page' : undefined}
                    onClick={() => setPage(label)}
                  >
                    <ListItemIcon>{icon}</ListItemIcon>
                    <ListItemText primary={label} />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
          </Box>
        </Drawer>
        <Box component="section" aria-label={page} sx={{ flexGrow: 1, padding: 3, minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {page}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The drawer stays open while you work here: no backdrop, no focus trap. Closing it gives
            this area the full width.
          </Typography>
        </Box>
      </Box>
    </Box>
  );
}
