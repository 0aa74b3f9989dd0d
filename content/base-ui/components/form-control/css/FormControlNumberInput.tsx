import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import classes from './FormControlNumberInput.module.css';

const STOCK = 8;

// Reads the control: `required` was set on FormControl, `focused` comes from the number input.
function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const control = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className={classes.label}>
      {children}
      {control?.required ? ' (required)' : ''}
    </label>
  );
}

export default function FormControlNumberInput() {
  const [quantity, setQuantity] = React.useState<number | null>(2);
  const error = quantity === null || quantity > STOCK;

  return (
    <div className={classes.root}>
      <FormControl required error={error} className={classes.field}>
        <Label htmlFor="order-quantity">Quantity</Label>
        {/* The number input takes nothing from FormControl: pass required and error again. */}
        <NumberInput
          id="order-quantity"
          required
          error={error}
          min={1}
          value={quantity}
          onChange={(_event, value) => setQuantity(value)}
          slotProps={{
            root: { className: classes.numberInput },
            // aria-* props on NumberInput land on its root: put them on the input slot.
            // The input is type="text" but gets aria-valuenow/-valuemin/-valuetext, which a
            // textbox may not have: role="spinbutton" is the role those attributes belong to.
            input: {
              role: 'spinbutton',
              className: classes.input,
              'aria-describedby': 'order-quantity-hint',
            },
            incrementButton: { hidden: true },
            decrementButton: { hidden: true },
          }}
        />
        <p
          id="order-quantity-hint"
          className={error ? `${classes.hint} ${classes.error}` : classes.hint}
        >
          {error ? `Enter a quantity from 1 to ${STOCK}.` : `${STOCK} in stock.`}
        </p>
      </FormControl>
    </div>
  );
}
