import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem as BaseMenuItem, menuItemClasses } from '@mui/base/MenuItem';
import { styled } from '@mui/system';

const Trigger = styled(MenuButton)(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  padding: '6px 14px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  color: '#171a21',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 2 },
  [`&.${menuButtonClasses.expanded}`]: { backgroundColor: '#e8ecf2' },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    color: '#f6f7f9',
    [`&.${menuButtonClasses.expanded}`]: { backgroundColor: '#262b35' },
  }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 200,
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  listStyle: 'none',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

const MenuItem = styled(BaseMenuItem)(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 24,
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  outline: 0,
  '&:hover, &:focus-visible': {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  [`&.${menuItemClasses.disabled}`]: { color: '#7b8394', backgroundColor: 'transparent' },
  // The check mark follows aria-checked, the state screen readers announce.
  '&::after': { content: '""', width: '1em', textAlign: 'center', fontWeight: 700 },
  "&[aria-checked='true']::after": { content: '"✓"' },
}));

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
        <Trigger>View</Trigger>
        <Menu slots={{ listbox: Listbox }} slotProps={{ root: { style: { zIndex: 1300 } } }}>
          {OPTIONS.map((option) => (
            // A checkable item: the role and aria-checked passed here replace the menuitem role.
            <MenuItem
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
      <p style={{ margin: '12px 0 0', fontSize: '0.875rem' }}>
        On: {shown.length > 0 ? shown.join(', ') : 'nothing'}
      </p>
    </div>
  );
}
