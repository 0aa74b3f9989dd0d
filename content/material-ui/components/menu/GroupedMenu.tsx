import * as React from 'react';
import Button from '@mui/material/Button';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function GroupedMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="insert-button"
        variant="outlined"
        aria-controls={open ? 'insert-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Insert
      </Button>
      <Menu
        id="insert-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-labelledby': 'insert-button' }}
      >
        {/* Subheaders are skipped by the arrow keys: they are not menu items. */}
        <ListSubheader>Media</ListSubheader>
        <MenuItem onClick={close}>Image</MenuItem>
        <MenuItem onClick={close}>Video</MenuItem>
        <ListSubheader>Layout</ListSubheader>
        <MenuItem onClick={close}>Table</MenuItem>
        <MenuItem onClick={close}>Columns</MenuItem>
        <MenuItem onClick={close}>Divider line</MenuItem>
      </Menu>
    </div>
  );
}
