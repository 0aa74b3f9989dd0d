import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';

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
  'cursor-default rounded-md px-2 py-1.5 outline-0 hover:bg-slate-200 focus-visible:bg-slate-200',
  'dark:hover:bg-slate-700 dark:focus-visible:bg-slate-700',
].join(' ');

// The listbox slot: the menu's <ul>, wrapped in a CssTransition. The popup around it
// waits for the fade-out to end before it hides the menu. `ownerState` stays off the DOM.
const AnimatedListbox = React.forwardRef<
  HTMLUListElement,
  React.ComponentPropsWithoutRef<'ul'> & { ownerState?: unknown }
>(function AnimatedListbox(props, ref) {
  const { ownerState: _ownerState, ...other } = props;
  return (
    <CssTransition
      className="-translate-y-1.5 opacity-0 transition duration-150 ease-out motion-reduce:duration-[1ms]"
      enterClassName="!translate-y-0 !opacity-100"
      lastTransitionedPropertyOnExit="opacity"
    >
      <ul ref={ref} {...other} />
    </CssTransition>
  );
});

const ORDERS = ['Newest first', 'Oldest first', 'Most commented', 'Title A–Z'];

export default function MenuTransition() {
  const [order, setOrder] = React.useState(ORDERS[0]);
  return (
    <div>
      <Dropdown>
        <MenuButton className={trigger}>Sort</MenuButton>
        <Menu slots={{ listbox: AnimatedListbox }} slotProps={menuSlotProps}>
          {ORDERS.map((name) => (
            <MenuItem key={name} className={item} onClick={() => setOrder(name)}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className="mb-0 mt-3 text-sm">Sorted by: {order}</p>
    </div>
  );
}
