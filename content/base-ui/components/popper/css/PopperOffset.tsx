import * as React from 'react';
import { Popper } from '@mui/base/Popper';
import classes from './PopperOffset.module.css';

export default function PopperOffset() {
  const [anchor, setAnchor] = React.useState<HTMLElement | null>(null);
  return (
    <div className={classes.row}>
      <button
        className={classes.button}
        type="button"
        onClick={(event) => setAnchor(anchor ? null : event.currentTarget)}
      >
        {anchor ? 'Hide' : 'Write'} a reply
      </button>
      <Popper
        open={Boolean(anchor)}
        anchorEl={anchor}
        keepMounted
        placement="bottom-start"
        modifiers={[{ name: 'offset', options: { offset: [0, 12] } }]}
        className={classes.popper}
      >
        <div className={classes.panel}>
          <label htmlFor="reply-text">Reply</label>{' '}
          <input id="reply-text" defaultValue="Thanks, on my way!" />
        </div>
      </Popper>
    </div>
  );
}
