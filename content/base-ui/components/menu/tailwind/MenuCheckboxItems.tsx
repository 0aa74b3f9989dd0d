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

// The check mark follows aria-checked, the state screen readers announce.
const check =
  "after:w-[1em] after:text-center after:font-bold after:content-[''] aria-checked:after:content-['✓']";

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
        <MenuButton className={trigger}>View</MenuButton>
        <Menu slotProps={menuSlotProps}>
          {OPTIONS.map((option) => (
            // A checkable item: the role and aria-checked passed here replace the menuitem role.
            <MenuItem
              className={`${item} ${check}`}
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
      <p className="mb-0 mt-3 text-sm">On: {shown.length > 0 ? shown.join(', ') : 'nothing'}</p>
    </div>
  );
}
