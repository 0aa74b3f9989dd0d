import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import classes from './BasicPopper.module.css';

export default function BasicPopper() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <div className={classes.row}>
      <button
        className={classes.button}
        type="button"
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        Tracking number
      </button>
      <Popper
        id="tracking-popper"
        open={Boolean(anchor)}
        anchorEl={anchor}
        placement="bottom-start"
        className={classes.popper}
      >
        <div className={classes.panel}>1Z 999 AA1 01 2345 6784 · UPS Ground</div>
      </Popper>
    </div>
  );
}
