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
}));

const GroupLabel = styled('span')(({ theme }) => ({
  display: 'block',
  padding: '8px 8px 4px',
  fontSize: '0.75rem',
  fontWeight: 700,
  color: '#4b5565',
  ...theme.applyStyles('dark', { color: '#c2c8d3' }),
}));

const GroupList = styled('ul')({ margin: 0, padding: 0, listStyle: 'none' });

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
        <Trigger>View options</Trigger>
        <Menu slots={{ listbox: Listbox }} slotProps={{ root: { style: { zIndex: 1300 } } }}>
          {GROUPS.map((group) => (
            <li key={group.label} role="none">
              <GroupLabel id={`view-${group.label}`}>{group.label}</GroupLabel>
              <GroupList role="group" aria-labelledby={`view-${group.label}`}>
                {group.items.map((label) => (
                  <MenuItem key={label} onClick={() => setChoice(label)}>
                    {label}
                  </MenuItem>
                ))}
              </GroupList>
            </li>
          ))}
        </Menu>
      </Dropdown>
      <p style={{ margin: '12px 0 0', fontSize: '0.875rem' }}>
        {open ? 'Open' : 'Closed'} · opened {openings} {openings === 1 ? 'time' : 'times'} ·{' '}
        {choice}
      </p>
    </div>
  );
}
