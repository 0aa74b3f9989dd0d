import * as React from 'react';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export default function FadeMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id="export-button"
        aria-controls={open ? 'export-menu' : undefined}
        aria-haspopup="true"
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Export
      </Button>
      <Menu
        id="export-menu"
        MenuListProps={{ 'aria-labelledby': 'export-button' }}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        TransitionComponent={Fade}
        transitionDuration={{ enter: 200, exit: 120 }}
      >
        <MenuItem onClick={close}>CSV</MenuItem>
        <MenuItem onClick={close}>Excel workbook</MenuItem>
        <MenuItem onClick={close}>PDF report</MenuItem>
      </Menu>
    </div>
  );
}
