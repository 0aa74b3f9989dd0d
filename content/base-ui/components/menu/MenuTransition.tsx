import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton, menuButtonClasses } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem as BaseMenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
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

const Fade = styled(CssTransition)({
  opacity: 0,
  transform: 'translateY(-6px)',
  transition: 'opacity 150ms ease-out, transform 150ms ease-out',
  '&.is-open': { opacity: 1, transform: 'none' },
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});

const List = styled('ul')(({ theme }) => ({
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

// The listbox slot: the menu's <ul>, wrapped in a CssTransition. The popup around it
// waits for the fade-out to end before it hides the menu. `ownerState` stays off the DOM.
const AnimatedListbox = React.forwardRef<
  HTMLUListElement,
  React.ComponentPropsWithoutRef<'ul'> & { ownerState?: unknown }
>(function AnimatedListbox(props, ref) {
  const { ownerState: _ownerState, ...other } = props;
  return (
    <Fade enterClassName="is-open" lastTransitionedPropertyOnExit="opacity">
      <List ref={ref} {...other} />
    </Fade>
  );
});

const MenuItem = styled(BaseMenuItem)(({ theme }) => ({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  outline: 0,
  '&:hover, &:focus-visible': {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
}));

const ORDERS = ['Newest first', 'Oldest first', 'Most commented', 'Title A–Z'];

export default function MenuTransition() {
  const [order, setOrder] = React.useState(ORDERS[0]);
  return (
    <div>
      <Dropdown>
        <Trigger>Sort</Trigger>
        <Menu
          slots={{ listbox: AnimatedListbox }}
          slotProps={{ root: { style: { zIndex: 1300 } } }}
        >
          {ORDERS.map((name) => (
            <MenuItem key={name} onClick={() => setOrder(name)}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p style={{ margin: '12px 0 0', fontSize: '0.875rem' }}>Sorted by: {order}</p>
    </div>
  );
}
