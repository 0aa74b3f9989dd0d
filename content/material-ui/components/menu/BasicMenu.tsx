import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';

export default function BasicMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="project-button"
        variant="outlined"
        aria-haspopup="true"
        aria-controls={open ? 'project-menu' : undefined}
        aria-expanded={open ? 'true' : undefined}
        endIcon={<KeyboardArrowDownIcon />}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Project
      </Button>
      <Menu
        id="project-menu"
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-labelledby': 'project-button' }}
      >
        <MenuItem onClick={close}>Rename</MenuItem>
        <MenuItem onClick={close}>Duplicate</MenuItem>
        <MenuItem onClick={close}>Archive</MenuItem>
      </Menu>
    </div>
  );
}
