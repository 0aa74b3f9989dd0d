import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import classes from './BasicPortal.module.css';

export default function BasicPortal() {
  const [shown, setShown] = React.useState(false);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div className={classes.stack}>
      <div className={classes.panel}>
        Rendered here in the React tree.{' '}
        <button type="button" className={classes.button} onClick={() => setShown(!shown)}>
          {shown ? 'Remove' : 'Send'} the message
        </button>
        {shown ? (
          <Portal container={() => target.current}>
            <strong>Shipment 4417 has left the warehouse.</strong>
          </Portal>
        ) : null}
      </div>
      <div ref={target} className={classes.panel}>
        Portal target:{' '}
      </div>
    </div>
  );
}
