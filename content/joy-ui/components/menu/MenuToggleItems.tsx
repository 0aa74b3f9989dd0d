import * as React from 'react';
import Dropdown from '@mui/joy/Dropdown';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import CheckRounded from '@mui/icons-material/CheckRounded';

const options = [
  { id: 'ruler', label: 'Ruler' },
  { id: 'grid', label: 'Grid' },
  { id: 'guides', label: 'Guides' },
];

export default function MenuToggleItems() {
  const [shown, setShown] = React.useState<string[]>(['ruler']);
  const toggle = (id: string) =>
    setShown((current) =>
      current.includes(id) ? current.filter((item) => item !== id) : [...current, id],
    );
  return (
    <Dropdown>
      <MenuButton>View</MenuButton>
      <Menu placement="bottom-start" sx={{ minWidth: 200 }}>
        {options.map((option) => {
          const on = shown.includes(option.id);
          return (
            <MenuItem
              key={option.id}
              role="menuitemcheckbox"
              aria-checked={on}
              onClick={() => toggle(option.id)}
            >
              <ListItemDecorator>{on && <CheckRounded />}</ListItemDecorator>
              {option.label}
            </MenuItem>
          );
        })}
      </Menu>
    </Dropdown>
  );
}
