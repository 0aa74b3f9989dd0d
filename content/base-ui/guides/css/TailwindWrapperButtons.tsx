import * as React from 'react';
import { Button as BaseButton, type ButtonProps } from '@mui/base/Button';
import classes from './TailwindWrapperButtons.module.css';

interface UiButtonProps extends ButtonProps {
  variant?: 'primary' | 'secondary';
}

// One wrapper for the whole app: callers pick a variant and may add layout classes.
const UiButton = React.forwardRef<HTMLButtonElement, UiButtonProps>(function UiButton(
  { variant = 'primary', className, ...props },
  ref,
) {
  return (
    <BaseButton
      ref={ref}
      className={[classes.button, classes[variant], className].filter(Boolean).join(' ')}
      {...props}
    />
  );
});

export default function TailwindWrapperButtons() {
  const [count, setCount] = React.useState(3);
  return (
    <div className={classes.row}>
      <UiButton onClick={() => setCount((n) => n + 1)}>Add seat</UiButton>
      <UiButton
        variant="secondary"
        disabled={count === 1}
        focusableWhenDisabled
        onClick={() => setCount((n) => n - 1)}
      >
        Remove seat
      </UiButton>
      <p role="status" className={classes.status}>
        {count} {count === 1 ? 'seat' : 'seats'}
      </p>
    </div>
  );
}
