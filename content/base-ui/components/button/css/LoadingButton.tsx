import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './LoadingButton.module.css';

export default function LoadingButton() {
  const [state, setState] = React.useState<'idle' | 'saving' | 'saved'>('idle');
  const timer = React.useRef<number | undefined>(undefined);
  React.useEffect(() => () => window.clearTimeout(timer.current), []);

  const save = () => {
    setState('saving');
    // Stands in for a request that takes a moment.
    timer.current = window.setTimeout(() => setState('saved'), 1200);
  };

  return (
    <div className={classes.row}>
      {/* Disabled while saving, but still focusable: focus stays on the button. */}
      <Button
        className={classes.button}
        disabled={state === 'saving'}
        focusableWhenDisabled
        onClick={save}
      >
        {state === 'saving' ? <span className={classes.spinner} aria-hidden /> : null}
        {state === 'saving' ? 'Saving…' : 'Save changes'}
      </Button>
      <span role="status">{state === 'saved' ? 'All changes saved.' : ''}</span>
    </div>
  );
}
