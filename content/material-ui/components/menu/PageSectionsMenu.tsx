import * as React from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import TocIcon from '@mui/icons-material/Toc';

// Real sections of this page: the items are links, so they also work with a middle click,
// "copy link address" or "open in new tab".
const sections = [
  { href: '#context-menu', label: 'Context menu' },
  { href: '#checkable-items', label: 'Checkable items' },
  { href: '#accessibility', label: 'Accessibility' },
  { href: '#api', label: 'API' },
];

export default function PageSectionsMenu() {
  const [anchorEl, setAnchorEl] = React.useState<null | HTMLElement>(null);
  const open = Boolean(anchorEl);
  const buttonId = React.useId();
  const menuId = React.useId();
  const close = () => setAnchorEl(null);

  return (
    <div>
      <Button
        id={buttonId}
        variant="outlined"
        startIcon={<TocIcon />}
        aria-haspopup="true"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event) => setAnchorEl(event.currentTarget)}
      >
        Jump to a section
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchorEl}
        open={open}
        onClose={close}
        MenuListProps={{ 'aria-labelledby': buttonId }}
      >
        {sections.map((section) => (
          <MenuItem key={section.href} component="a" href={section.href} onClick={close}>
            {section.label}
          </MenuItem>
        ))}
      </Menu>
    </div>
  );
}
