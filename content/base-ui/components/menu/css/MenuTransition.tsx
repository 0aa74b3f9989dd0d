import * as React from 'react';
import { Dropdown } from '@mui/base/Dropdown';
import { MenuButton } from '@mui/base/MenuButton';
import { Menu } from '@mui/base/Menu';
import { MenuItem } from '@mui/base/MenuItem';
import { CssTransition } from '@mui/base/Transitions';
import classes from './MenuTransition.module.css';

// The listbox slot: the menu's <ul>, wrapped in a CssTransition. The popup around it
// waits for the fade-out to end before it hides the menu. `ownerState` stays off the DOM.
const AnimatedListbox = React.forwardRef<
  HTMLUListElement,
  React.ComponentPropsWithoutRef<'ul'> & { ownerState?: unknown }
>(function AnimatedListbox(props, ref) {
  const { ownerState: _ownerState, ...other } = props;
  return (
    <CssTransition
      className={classes.fade}
      enterClassName={classes.open}
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
        <MenuButton className={classes.trigger}>Sort</MenuButton>
        <Menu
          slots={{ listbox: AnimatedListbox }}
          slotProps={{
            root: { className: classes.popup },
            listbox: { className: classes.listbox },
          }}
        >
          {ORDERS.map((name) => (
            <MenuItem key={name} className={classes.item} onClick={() => setOrder(name)}>
              {name}
            </MenuItem>
          ))}
        </Menu>
      </Dropdown>
      <p className={classes.status}>Sorted by: {order}</p>
    </div>
  );
}
