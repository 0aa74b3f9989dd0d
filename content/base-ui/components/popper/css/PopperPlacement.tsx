import * as React from 'react';
import { Popper, type PopperPlacementType } from '@mui/base/Popper';
import classes from './PopperPlacement.module.css';

const PLACEMENTS: PopperPlacementType[] = ['top', 'right', 'bottom', 'left'];

export default function PopperPlacement() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  const [placement, setPlacement] = React.useState<PopperPlacementType>('top');
  return (
    <div className={classes.row}>
      {PLACEMENTS.map((side) => (
        <button
          className={classes.button}
          key={side}
          type="button"
          aria-pressed={anchor !== null && placement === side}
          onClick={(event) => {
            setPlacement(side);
            setAnchor(event.currentTarget);
          }}
        >
          {side}
        </button>
      ))}
      <Popper
        open={Boolean(anchor)}
        anchorEl={anchor}
        placement={placement}
        className={classes.popper}
      >
        <div className={classes.panel}>Placed {placement} of its anchor</div>
      </Popper>
    </div>
  );
}
