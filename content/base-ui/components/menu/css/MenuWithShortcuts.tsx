import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './MenuWithShortcuts.module.css';

const ACTIONS = [
  { label: 'Undo', shortcut: 'Ctrl+Z' },
  { label: 'Redo', shortcut: 'Ctrl+Y', disabled: true },
  { label: 'Find', shortcut: 'Ctrl+F' },
  { label: 'Replace', shortcut: 'Ctrl+H' },
];

export default function MenuWithShortcuts() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div>
      <Dropdown>
        <MenuButton className={classes.trigger}>Edit</MenuButton>
        <Menu
          slotProps={{
            root: { className: classes.popup },
            listbox: { className: classes.listbox },
          }}
        >
          {ACTIONS.map(({ label, shortcut, disabled }) => (
            <MenuItem
              key={label}
              className={classes.item}
              disabled={disabled}
              onClick={() => setLast(label)}
            >
              <span>{label}</span>
              <kbd className={classes.shortcut}>{shortcut}</kbd>
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className={classes.status}>Last command: {last}</p>
    </div>
  );
}
