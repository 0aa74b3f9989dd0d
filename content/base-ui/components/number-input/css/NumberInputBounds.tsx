import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import classes from './NumberInputBounds.module.css';

const slotProps = {
  root: { className: classes.root },
  input: {
    role: 'spinbutton',
    className: classes.input,
  },
  decrementButton: {
    className: `${classes.stepper} ${classes.decrement}`,
    children: '−',
    'aria-label': 'Decrease',
  },
  incrementButton: {
    className: `${classes.stepper} ${classes.increment}`,
    children: '+',
    'aria-label': 'Increase',
  },
};

export default function NumberInputBounds() {
  const [seats, setSeats] = React.useState<number | null>(2);
  return (
    <div className={classes.field}>
      <label htmlFor="seats">Seats (1–8)</label>
      <NumberInput
        id="seats"
        min={1}
        max={8}
        step={1}
        value={seats}
        onChange={(_, value) => setSeats(value)}
        slotProps={slotProps}
      />
      <span role="status">Total: {seats === null ? '—' : `$${(seats * 39).toFixed(2)}`}</span>
    </div>
  );
}
