import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';

const trigger = [
  'cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3.5 py-1.5',
  'font-[inherit] text-sm font-semibold text-slate-900 focus-visible:outline',
  'focus-visible:outline-[3px] focus-visible:outline-offset-2 focus-visible:outline-blue-300',
  '[&.base--expanded]:bg-slate-200 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  'dark:[&.base--expanded]:bg-slate-800',
].join(' ');

const menuSlotProps = {
  root: { className: 'z-[1300]' },
  listbox: {
    className: [
      'my-1 min-w-[200px] list-none rounded-lg border border-solid border-slate-200 bg-white p-1',
      'text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
    ].join(' '),
  },
};

const item = [
  'flex cursor-default justify-between gap-6 rounded-md px-2 py-1.5 outline-0',
  'hover:bg-slate-200 focus-visible:bg-slate-200 dark:hover:bg-slate-700',
  'dark:focus-visible:bg-slate-700 [&.base--disabled]:bg-transparent',
  '[&.base--disabled]:text-slate-500',
].join(' ');

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
        <MenuButton className={trigger}>View options</MenuButton>
        <Menu slotProps={menuSlotProps}>
          {GROUPS.map((group) => (
            <li key={group.label} role="none">
              <span
                id={`view-${group.label}`}
                className="block px-2 pb-1 pt-2 text-xs font-bold text-slate-600 dark:text-slate-300"
              >
                {group.label}
              </span>
              <ul
                role="group"
                aria-labelledby={`view-${group.label}`}
                className="m-0 list-none p-0"
              >
                {group.items.map((label) => (
                  <MenuItem key={label} className={item} onClick={() => setChoice(label)}>
                    {label}
                  </MenuItem>
                ))}
              </ul>
            </li>
          ))}
        </Menu>
      </Dropdown>
      <p className="m-0 mt-3 text-sm">
        {open ? 'Open' : 'Closed'} · opened {openings} {openings === 1 ? 'time' : 'times'} ·{' '}
        {choice}
      </p>
    </div>
  );
}
