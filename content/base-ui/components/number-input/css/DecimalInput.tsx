import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './DecimalInput.module.css';

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
    <div className={classes.field}>
      <label className={classes.label} htmlFor="parcel-weight">
        Parcel weight
      </label>
      <Input
        id="parcel-weight"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        aria-describedby="parcel-weight-message"
        endAdornment={<span className={classes.unit}>kg</span>}
        slotProps={{
          root: { className: classes.root },
          // The decimal keypad on phones; the text itself is parsed by parseDecimal.
          input: { className: classes.input, inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      <p
        id="parcel-weight-message"
        className={invalid ? `${classes.message} ${classes.error}` : classes.message}
      >
        {invalid && 'Use digits and one decimal point, like 2.5.'}
        {!invalid && weight !== null && `Billed as ${format.format(weight)} kg.`}
        {text === '' && 'Enter the weight in kilograms.'}
      </p>
    </div>
  );
}
