import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import classes from './PortalEventBubbling.module.css';

export default function PortalEventBubbling() {
  const [clicks, setClicks] = React.useState(0);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div className={classes.stack}>
      <div className={classes.panel} onClick={() => setClicks((count) => count + 1)}>
        Parent with onClick — clicks received: <strong>{clicks}</strong>
        <Portal container={() => target.current}>
          <button type="button" className={classes.button}>
            Click me (portalled)
          </button>
        </Portal>
      </div>
      <div ref={target} className={classes.panel} />
    </div>
  );
}
