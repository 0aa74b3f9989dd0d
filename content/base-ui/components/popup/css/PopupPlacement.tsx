import * as React from 'react';
import { Unstable_Popup as Popup } from '@mui/base/Unstable_Popup';
import classes from './PopupPlacement.module.css';

export default function PopupPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLButtonElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <div>
      <button
        type="button"
        className={classes.button}
        ref={setAnchor}
        onClick={() => {
          navigator.clipboard?.writeText('https://example.com/invite/7QX2').catch(() => {});
          setOpen(true);
          window.setTimeout(() => setOpen(false), 1500);
        }}
      >
        Copy invite link
      </button>
      <Popup anchor={anchor} open={open} placement="top" offset={10} className={classes.popup}>
        <div className={classes.panel}>Link copied to the clipboard</div>
      </Popup>
    </div>
  );
}
