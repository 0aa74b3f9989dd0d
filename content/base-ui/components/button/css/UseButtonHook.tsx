import * as React from 'react';
import { useButton } from '@mui/base/useButton';
import classes from './UseButtonHook.module.css';

interface StateButtonProps extends React.ButtonHTMLAttributes<HTMLButtonElement> {
  children: React.ReactNode;
}

const StateButton = React.forwardRef<HTMLButtonElement, StateButtonProps>(function StateButton(
  { children, disabled, ...other },
  ref,
) {
  const { getRootProps, active, focusVisible } = useButton({
    disabled,
    rootRef: ref,
    rootElementName: 'button',
  });

  return (
    <button
      {...getRootProps(other)}
      className={classes.button}
      data-active={active ? '' : undefined}
      data-focus-visible={focusVisible ? '' : undefined}
    >
      {children}
      <span aria-hidden className={classes.state}>
        {active ? 'pressed' : focusVisible ? 'keyboard focus' : 'idle'}
      </span>
    </button>
  );
});

export default function UseButtonHook() {
  const [count, setCount] = React.useState(0);

  return (
    <div className={classes.row}>
      <StateButton onClick={() => setCount((value) => value + 1)}>Press me</StateButton>
      <StateButton disabled>Disabled</StateButton>
      <span role="status" className={classes.status}>
        Clicked {count} {count === 1 ? 'time' : 'times'}
      </span>
    </div>
  );
}
