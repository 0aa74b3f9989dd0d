import * as React from 'react';
import { Portal } from '@mui/base/Portal';
import classes from './DisablePortal.module.css';

export default function DisablePortal() {
  const [disablePortal, setDisablePortal] = React.useState(true);
  const target = React.useRef<HTMLDivElement>(null);
  return (
    <div className={classes.stack}>
      <label>
        <input
          type="checkbox"
          checked={disablePortal}
          onChange={(event) => setDisablePortal(event.target.checked)}
        />{' '}
        disablePortal
      </label>
      <div className={classes.panel}>
        Parent:{' '}
        <Portal disablePortal={disablePortal} container={() => target.current}>
          <strong>Invoice #2291 · paid</strong>
        </Portal>
      </div>
      <div ref={target} className={classes.panel}>
        Container:{' '}
      </div>
    </div>
  );
}
