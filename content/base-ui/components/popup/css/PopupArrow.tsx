import * as React from 'react';
import { Unstable_Popup as Popup, PopupContext } from '@mui/base/Unstable_Popup';
import classes from './PopupArrow.module.css';

// Reads the placement Popup actually used (after flipping) and puts the arrow on that side.
function Arrow() {
  const context = React.useContext(PopupContext);
  const side = context?.placement.startsWith('top') ? 'bottom' : 'top';
  return <span className={classes.arrow} data-side={side} aria-hidden />;
}

export default function PopupArrow() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  const [placement, setPlacement] = React.useState<'top' | 'bottom'>('top');
  return (
    <div className={classes.row}>
      <button
        ref={setAnchor}
        type="button"
        className={classes.button}
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        Shortcut
      </button>
      <button
        type="button"
        className={classes.button}
        onClick={() => setPlacement(placement === 'top' ? 'bottom' : 'top')}
      >
        Place it {placement === 'top' ? 'below' : 'above'}
      </button>
      <Popup open={open} anchor={anchor} placement={placement} offset={10} style={{ zIndex: 1300 }}>
        <div className={classes.bubble}>
          Press Ctrl+K to search
          <Arrow />
        </div>
      </Popup>
    </div>
  );
}
