import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import classes from './BasicPopup.module.css';

export default function BasicPopup() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className={classes.button}
        ref={setAnchor}
        onClick={() => setOpen(!open)}
      >
        {open ? 'Hide' : 'Show'} storage details
      </button>
      <Popup anchor={anchor} open={open} className={classes.popup}>
        <div className={classes.panel}>12.4 GB of 15 GB used · photos take 8.1 GB</div>
      </Popup>
    </div>
  );
}
