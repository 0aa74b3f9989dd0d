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

const ACTIONS = ['Rename', 'Duplicate', 'Move to folder', 'Archive'];

export default function BasicMenu() {
  const [last, setLast] = React.useState('none yet');
  return (
    <div>
      <Dropdown>
        <MenuButton className={trigger}>File actions</MenuButton>
        <Menu slotProps={menuSlotProps}>
          {ACTIONS.map((action) => (
            <MenuItem key={action} className={item} onClick={() => setLast(action)}>
              {action}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className="mb-0 mt-3 text-sm">Last action: {last}</p>
    </div>
  );
}
