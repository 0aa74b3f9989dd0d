import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './MenuCheckboxItems.module.css';

const OPTIONS = [
  { id: 'grid', label: 'Show grid' },
  { id: 'rulers', label: 'Show rulers' },
  { id: 'snap', label: 'Snap to grid' },
];

export default function MenuCheckboxItems() {
  const [shown, setShown] = React.useState<string[]>(['grid']);
  const toggle = (id: string) =>
    setShown((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  return (
    <div>
      <Dropdown>
        <MenuButton className={classes.trigger}>View</MenuButton>
        <Menu
          slotProps={{
            root: { className: classes.popup },
            listbox: { className: classes.listbox },
          }}
        >
          {OPTIONS.map((option) => (
            // A checkable item: the role and aria-checked passed here replace the menuitem role.
            <MenuItem
              className={`${classes.item} ${classes.check}`}
              key={option.id}
              role="menuitemcheckbox"
              aria-checked={shown.includes(option.id)}
              onClick={() => toggle(option.id)}
            >
              {option.label}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className={classes.status}>On: {shown.length > 0 ? shown.join(', ') : 'nothing'}</p>
    </div>
  );
}
