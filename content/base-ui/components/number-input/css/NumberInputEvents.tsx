import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import classes from './NumberInputEvents.module.css';

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

export default function NumberInputEvents() {
  const [committed, setCommitted] = React.useState<number | null>(3);
  const [typed, setTyped] = React.useState('3');
  return (
    <div className={classes.field}>
      <label htmlFor="tickets">Tickets</label>
      <NumberInput
        id="tickets"
        min={1}
        max={8}
        defaultValue={3}
        slotProps={slotProps}
        onInputChange={(event) => setTyped(event.currentTarget.value)}
        onChange={(_event, value) => setCommitted(value)}
      />
      <p className={classes.note}>
        onInputChange: &quot;{typed}&quot; · onChange: {committed === null ? 'null' : committed}
      </p>
    </div>
  );
}
