import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import classes from './BasicMenu.module.css';

const ACTIONS = ['Rename', 'Duplicate', 'Move to folder', 'Archive'];

export default function BasicMenu() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div>
      <Dropdown>
        <MenuButton className={classes.trigger}>File actions</MenuButton>
        <Menu
          slotProps={{
            root: { className: classes.popup },
            listbox: { className: classes.listbox },
          }}
        >
          {ACTIONS.map((action) => (
            <MenuItem key={action} className={classes.item} onClick={() => setLast(action)}>
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className={classes.status}>Last action: {last}</p>
    </div>
  );
}
