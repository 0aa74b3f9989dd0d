import * as React from 'react';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import MenuList from '@mui/joy/MenuList';
import CheckRounded from '@mui/icons-material/CheckRounded';
import SortRounded from '@mui/icons-material/SortRounded';

const orders = ['Newest first', 'Oldest first', 'Most comments'];

export default function MenuSelection() {
  const [open, setOpen] = React.useState(false);
  const [order, setOrder] = React.useState(orders[0]);
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <Dropdown open={open} onOpenChange={(_event, isOpen) => setOpen(isOpen)}>
        <MenuButton variant="soft" startDecorator={<SortRounded />}>
          {order}
        </MenuButton>
        <Menu>
          {orders.map((item) => (
            <MenuItem key={item} selected={item === order} onClick={() => setOrder(item)}>
              <ListItemDecorator>{item === order && <CheckRounded />}</ListItemDecorator>
              {item}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <MenuList
        variant="outlined"
        aria-label="Workspace"
        sx={{ borderRadius: 'sm', minWidth: 180 }}
      >
        <MenuItem>Members</MenuItem>
        <MenuItem>Integrations</MenuItem>
        <MenuItem>Billing</MenuItem>
      </MenuList>
    </Box>
  );
}
