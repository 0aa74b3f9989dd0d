import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

// Accepts "2.5" and "2,5"; anything else that isn't a plain decimal number is rejected.
function parseDecimal(text: string): number | null {
  const normalized = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : null;
}

const format = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 3 });

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  justifyItems: 'start',
  gap: 4,
  fontSize: '0.875rem',
  '& .label': { fontWeight: 600 },
  '& .root': {
    display: 'inline-flex',
    alignItems: 'center',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
  },
  '& .root.base--focused': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& .root.base--error': { borderColor: '#c4302b' },
  '& .input': {
    width: '8ch',
    padding: '6px 8px',
    border: 0,
    borderRadius: 8,
    outline: 0,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'end',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
  '& .unit': { paddingInlineEnd: 10, color: '#4b5565' },
  '& .message': { margin: 0, color: '#4b5565' },
  '& .message.is-error': { color: '#c4302b' },
  ...theme.applyStyles('dark', {
    '& .root': { borderColor: '#4b5565', backgroundColor: '#171a21' },
    '& .root.base--focused': { borderColor: '#8aaeff', boxShadow: '0 0 0 3px #2a3d70' },
    '& .root.base--error': { borderColor: '#ff8a85' },
    '& .unit, & .message': { color: '#b8bfcc' },
    '& .message.is-error': { color: '#ff8a85' },
  }),
}));

export default function DecimalInput() {
  const [text, setText] = React.useState('2.5');
  const weight = parseDecimal(text);
  const invalid = text !== '' && weight === null;

  return (
    <Styles>
      <label className="label" htmlFor="parcel-weight">
        Parcel weight
      </label>
      <Input
        id="parcel-weight"
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        aria-describedby="parcel-weight-message"
        endAdornment={<span className="unit">kg</span>}
        slotProps={{
          root: { className: 'root' },
          // The decimal keypad on phones; the text itself is parsed by parseDecimal.
          input: { className: 'input', inputMode: 'decimal', autoComplete: 'off' },
        }}
      />
      <p id="parcel-weight-message" className={invalid ? 'message is-error' : 'message'}>
        {invalid && 'Use digits and one decimal point, like 2.5.'}
        {!invalid && weight !== null && `Billed as ${format.format(weight)} kg.`}
        {text === '' && 'Enter the weight in kilograms.'}
      </p>
    </Styles>
  );
}
