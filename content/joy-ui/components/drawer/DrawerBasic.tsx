import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

export default function DrawerBasic() {
  const [anchor, setAnchor] = React.useState<Anchor | null>(null);
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      {(['left', 'right', 'top', 'bottom'] as const).map((edge) => (
        <Button key={edge} variant="outlined" color="neutral" onClick={() => setAnchor(edge)}>
          Open {edge}
        </Button>
      ))}
      <Drawer open={anchor !== null} anchor={anchor ?? 'left'} onClose={() => setAnchor(null)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Menu</DialogTitle>
        <List>
          {['Home', 'Orders', 'Messages', 'Settings'].map((item) => (
            <ListItem key={item}>
              <ListItemButton onClick={() => setAnchor(null)}>{item}</ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Box>
  );
}
