import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './QuickStartSaveButton.module.css';

export default function QuickStartSaveButton() {
  const [saves, setSaves] = React.useState(0);
  return (
    <div className={classes.row}>
      <Button className={classes.save} onClick={() => setSaves((count) => count + 1)}>
        Save
      </Button>
      <Button className={classes.save} disabled>
        Publish
      </Button>
      <p role="status" className={classes.status}>
        {saves === 0 ? 'Not saved yet.' : `Saved ${saves} ${saves === 1 ? 'time' : 'times'}.`}
      </p>
    </div>
  );
}
