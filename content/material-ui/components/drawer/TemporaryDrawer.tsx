import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DashboardIcon from '@mui/icons-material/Dashboard';
import ReceiptIcon from '@mui/icons-material/Receipt';
import PeopleIcon from '@mui/icons-material/People';

type Anchor = 'left' | 'right' | 'top' | 'bottom';
const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];
const links = [
  { label: 'Dashboard', icon: <DashboardIcon /> },
  { label: 'Invoices', icon: <ReceiptIcon /> },
  { label: 'Customers', icon: <PeopleIcon /> },
];

export default function TemporaryDrawer() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  const horizontal = anchor === 'top' || anchor === 'bottom';

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {anchors.map((edge) => (
        <Button
          key={edge}
          variant="outlined"
          aria-expanded={open && anchor === edge}
          onClick={() => {
            setAnchor(edge);
            setOpen(true);
          }}
        >
          {`Open ${edge}`}
        </Button>
      ))}
      <Drawer anchor={anchor} open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label="Main" sx={{ width: horizontal ? 'auto' : 260 }}>
          <List>
            {links.map((link) => (
              <ListItem key={link.label} disablePadding>
                <ListItemButton onClick={() => setOpen(false)}>
                  <ListItemIcon>{link.icon}</ListItemIcon>
                  <ListItemText primary={link.label} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Box>
      </Drawer>
    </Stack>
  );
}
