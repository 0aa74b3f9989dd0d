import * as React from 'react';
import { useTheme } from '@mui/material/styles';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SortIcon from '@mui/icons-material/Sort';

const orders = ['Newest first', 'Oldest first', 'Price: low to high', 'Price: high to low'];

export default function SortMenu() {
  // Popover positions in pixels from the left, so 'right' stays right in right-to-left
  // layouts; take the end edge from the theme's direction instead.
  const end = useTheme().direction === 'rtl' ? 'left' : 'right';
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const [order, setOrder] = React.useState(orders[0]);
  const open = Boolean(anchorEl);

  return (
    <Stack
      direction="row"
      spacing={2}
      sx={{ alignItems: 'center', justifyContent: 'space-between' }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        128 products
      </Typography>
      <Button
        id="sort-button"
        color="inherit"
        startIcon={<SortIcon />}
        aria-haspopup="true"
        aria-controls={open ? 'sort-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Sort: {order}
      </Button>
      <Menu
        id="sort-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: end }}
        transformOrigin={{ vertical: 'top', horizontal: end }}
        MenuListProps={{ 'aria-labelledby': 'sort-button' }}
      >
        {orders.map((option) => (
          <MenuItem
            key={option}
            selected={option === order}
            onClick={() => {
              setOrder(option);
              setAnchorEl(null);
            }}
          >
            {option}
          </MenuItem>
        ))}
      </Menu>
    </Stack>
  );
}
