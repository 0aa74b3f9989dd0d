import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import classes from './BasicNumberInput.module.css';

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

export default function BasicNumberInput() {
  return (
    <div className={classes.field}>
      <label htmlFor="guests">Guests</label>
      <NumberInput id="guests" defaultValue={2} slotProps={slotProps} />
    </div>
  );
}
