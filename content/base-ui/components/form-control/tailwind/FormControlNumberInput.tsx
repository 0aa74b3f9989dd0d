import * as React from 'react';
import { FormControl, useFormControlContext } from '@mui/base/FormControl';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const STOCK = 8;

// Reads the control: `required` was set on FormControl, `focused` comes from the number input.
function Label({ htmlFor, children }: { htmlFor: string; children: React.ReactNode }) {
  const control = useFormControlContext();
  return (
    <label
      htmlFor={htmlFor}
      className="group-[.base--focused]:text-[#1f3fa8] dark:group-[.base--focused]:text-[#b5caff]"
    >
      {children}
      {control?.required ? ' (required)' : ''}
    </label>
  );
}

export default function FormControlNumberInput() {
  const [quantity, setQuantity] = React.useState<number | null>(2);
  const error = quantity === null || quantity > STOCK;

  return (
    <div className="text-sm">
      <FormControl required error={error} className="group grid justify-items-start gap-1">
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
            root: {
              className: [
                'inline-flex rounded-lg border border-solid border-[#c2c8d3] bg-white',
                'dark:border-[#4b5565] dark:bg-[#171a21] [&.base--focused]:border-[#2d57d6]',
                '[&.base--focused]:shadow-[0_0_0_3px_#8aaeff] dark:[&.base--focused]:border-[#8aaeff]',
                'dark:[&.base--focused]:shadow-[0_0_0_3px_#2a3d70] [&.base--error]:!border-[#c4302b]',
                'dark:[&.base--error]:!border-[#ff8a85]',
              ].join(' '),
            },
            // aria-* props on NumberInput land on its root: put them on the input slot.
            // The input is type="text" but gets aria-valuenow/-valuemin/-valuetext, which a
            // textbox may not have: role="spinbutton" is the role those attributes belong to.
            input: {
              role: 'spinbutton',
              className:
                'w-16 rounded-lg border-0 bg-transparent px-2.5 py-2 text-sm text-inherit outline-0 [font-family:inherit]',
              'aria-describedby': 'order-quantity-hint',
            },
            incrementButton: { hidden: true },
            decrementButton: { hidden: true },
          }}
        />
        <p
          id="order-quantity-hint"
          className={
            error
              ? 'm-0 text-xs text-[#c4302b] dark:text-[#ff8a85]'
              : 'm-0 text-xs text-[#4b5565] dark:text-[#b8bfcc]'
          }
        >
          {error ? `Enter a quantity from 1 to ${STOCK}.` : `${STOCK} in stock.`}
        </p>
      </FormControl>
    </div>
  );
}
