import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const STOCK = 8;

const Styles = styled('div')(({ theme }) => ({
  fontSize: '0.875rem',
  '& .field': { display: 'grid', justifyItems: 'start', gap: 4 },
  '& .field.base--focused .label': { color: '#1f3fa8' },
  '& .root': {
    display: 'inline-flex',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
  },
  '& .root.base--focused': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& .root.base--error': { borderColor: '#c4302b' },
  '& .input': {
    width: 64,
    padding: '8px 10px',
    border: 0,
    borderRadius: 8,
    outline: 0,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    background: 'none',
  },
  '& .hint': { margin: 0, fontSize: '0.75rem', color: '#4b5565' },
  '& .hint.is-error': { color: '#c4302b' },
  ...theme.applyStyles('dark', {
    '& .field.base--focused .label': { color: '#b5caff' },
    '& .root': { borderColor: '#4b5565', backgroundColor: '#171a21' },
    '& .root.base--focused': { borderColor: '#8aaeff', boxShadow: '0 0 0 3px #2a3d70' },
    '& .root.base--error': { borderColor: '#ff8a85' },
    '& .hint': { color: '#b8bfcc' },
    '& .hint.is-error': { color: '#ff8a85' },
  }),
}));

// Reads the control: `required` was set on FormControl, `focused` comes from the number input.
function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const control = useFormControlContext();
  return (
    <label htmlFor={htmlFor} className="label">
      {children}
      {control?.required ? ' (required)' : ''}
    </label>
  );
}

export default function FormControlNumberInput() {
  const [quantity, setQuantity] = React.useState<number | null>(2);
  const error = quantity === null || quantity > STOCK;

  return (
    <Styles>
      <FormControl required error={error} className="field">
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
            root: { className: 'root' },
            // aria-* props on NumberInput land on its root: put them on the input slot.
            // The input is type="text" but gets aria-valuenow/-valuemin/-valuetext, which a
            // textbox may not have: role="spinbutton" is the role those attributes belong to.
            input: {
              role: 'spinbutton',
              className: 'input',
              'aria-describedby': 'order-quantity-hint',
            },
            incrementButton: { hidden: true },
            decrementButton: { hidden: true },
          }}
        />
        <p id="order-quantity-hint" className={error ? 'hint is-error' : 'hint'}>
          {error ? `Enter a quantity from 1 to ${STOCK}.` : `${STOCK} in stock.`}
        </p>
      </FormControl>
    </Styles>
  );
}
