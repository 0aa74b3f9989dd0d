import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './SlotPropsOwnerState.module.css';

export default function SlotPropsOwnerState() {
  const [code, setCode] = React.useState('SPRING');
  const invalid = code !== '' && !/^[A-Z0-9]{6}$/.test(code);
  return (
    <div className={classes.root}>
      <label className={classes.label} htmlFor="coupon-code">
        Coupon code
      </label>
      <Input
        id="coupon-code"
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={invalid}
        aria-describedby="coupon-hint"
        slotProps={{
          // The owner state holds the props and the internal state: focused, error, disabled…
          root: (ownerState) => ({
            className: [
              classes.field,
              ownerState.focused && classes.focused,
              ownerState.error && classes.invalid,
            ]
              .filter(Boolean)
              .join(' '),
          }),
          input: { className: classes.input, spellCheck: false, autoComplete: 'off' },
        }}
      />
      <p id="coupon-hint" className={invalid ? `${classes.hint} ${classes.invalid}` : classes.hint}>
        Six letters or digits, as printed on the voucher.
      </p>
    </div>
  );
}
