import * as React from 'react';
import { Input } from '@mui/base/Input';

// Accepts "2.5" and "2,5"; anything else that isn't a plain decimal number is rejected.
function parseDecimal(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

const format = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

export default function DecimalInput() {
  const [text, setText] = React.useState('2.5');
  const weight = parseDecimal(text);
  const invalid = text !== '' && weight === null;

  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <label className="font-semibold" htmlFor="parcel-weight">
        Parcel weight
      </label>
      <Input
        id="parcel-weight"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        aria-describedby="parcel-weight-message"
        endAdornment={<span className="pe-2.5 text-[#4b5565] dark:text-[#b8bfcc]">kg</span>}
        slotProps={{
          root: {
            className: [
              'inline-flex items-center rounded-lg border border-solid border-[#c2c8d3] bg-white',
              'dark:border-[#4b5565] dark:bg-[#171a21] [&.base--focused]:border-[#2d57d6]',
              '[&.base--focused]:shadow-[0_0_0_3px_#8aaeff] dark:[&.base--focused]:border-[#8aaeff]',
              'dark:[&.base--focused]:shadow-[0_0_0_3px_#2a3d70] [&.base--error]:!border-[#c4302b]',
              'dark:[&.base--error]:!border-[#ff8a85]',
            ].join(' '),
          },
          // The decimal keypad on phones; the text itself is parsed by parseDecimal.
          input: {
            className:
              'w-[8ch] rounded-lg border-0 bg-transparent px-2 py-1.5 text-end text-sm text-inherit outline-0 [font-family:inherit]',
            inputMode: 'decimal',
            autoComplete: 'off',
          },
        }}
      />
      <p
        id="parcel-weight-message"
        className={
          invalid
            ? 'm-0 text-[#c4302b] dark:text-[#ff8a85]'
            : 'm-0 text-[#4b5565] dark:text-[#b8bfcc]'
        }
      >
        {invalid && 'Use digits and one decimal point, like 2.5.'}
        {!invalid && weight !== null && `Billed as ${format.format(weight)} kg.`}
        {text === '' && 'Enter the weight in kilograms.'}
      </p>
    </div>
  );
}
