import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './ControlledMenu.module.css';

const GROUPS = [
  { label: 'Sort by', items: ['Newest first', 'Oldest first', 'Most replies'] },
  { label: 'Show', items: ['All comments', 'Only unresolved'] },
];

export default function ControlledMenu() {
  const [open, setOpen] = React.useState(false);
  const [openings, setOpenings] = React.useState(0);
  const [choice, setChoice] = React.useState('Newest first');
  const handleOpenChange = (_event: React.SyntheticEvent | null, isOpen: boolean) => {
    setOpen(isOpen);
    if (isOpen) setOpenings((count) => count + 1);
  };
  return (
    <div>
      <Dropdown open={open} onOpenChange={handleOpenChange}>
        <MenuButton className={classes.trigger}>View options</MenuButton>
        <Menu
          slotProps={{
            root: { className: classes.popup },
            listbox: { className: classes.listbox },
          }}
        >
          {GROUPS.map((group) => (
            <li key={group.label} role="none">
              <span id={`view-${group.label}`} className={classes.groupLabel}>
                {group.label}
              </span>
              <ul
                role="group"
                aria-labelledby={`view-${group.label}`}
                className={classes.groupList}
              >
                {group.items.map((label) => (
                  <MenuItem key={label} className={classes.item} onClick={() => setChoice(label)}>
                    {label}
                  </MenuItem>
                ))}
              </ul>
            </li>
          ))}
        </Menu>
      </Dropdown>
      <p className={classes.status}>
        {open ? 'Open' : 'Closed'} · opened {openings} {openings === 1 ? 'time' : 'times'} ·{' '}
        {choice}
      </p>
    </div>
  );
}
