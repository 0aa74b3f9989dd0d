import * as React from 'react';
import { Input } from '@mui/base/Input';
import { styled } from '@mui/system';

const Styles = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: 6,
  width: '100%',
  maxWidth: 320,
  fontSize: '0.875rem',
  '& .label': { fontWeight: 600 },
  '& .field': {
    display: 'flex',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
  },
  '& .field.is-focused': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #c9d8ff' },
  '& .field.is-invalid': { borderColor: '#c4302b' },
  '& .field.is-invalid.is-focused': { boxShadow: '0 0 0 3px #f6c9c7' },
  '& .input': {
    flex: 1,
    minWidth: 0,
    padding: '8px 10px',
    border: 0,
    borderRadius: 8,
    outline: 0,
    fontFamily: 'ui-monospace, monospace',
    fontSize: '0.875rem',
    letterSpacing: '0.08em',
    color: 'inherit',
    backgroundColor: 'transparent',
  },
  '& .hint': { margin: 0, color: '#5b6374' },
  '& .hint.is-invalid': { color: '#c4302b' },
  ...theme.applyStyles('dark', {
    '& .field': { borderColor: '#4b5565', backgroundColor: '#171a21' },
    '& .field.is-focused': { borderColor: '#8aaeff', boxShadow: '0 0 0 3px #2a3d70' },
    '& .field.is-invalid': { borderColor: '#ff8a85' },
    '& .field.is-invalid.is-focused': { boxShadow: '0 0 0 3px #5c2220' },
    '& .hint': { color: '#9aa2b1' },
    '& .hint.is-invalid': { color: '#ff8a85' },
  }),
}));

export default function SlotPropsOwnerState() {
  const [code, setCode] = React.useState('SPRING');
  const invalid = code !== '' && !/^[A-Z0-9]{6}$/.test(code);
  return (
    <Styles>
      <label className="label" htmlFor="coupon-code">
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
              'field',
              ownerState.focused && 'is-focused',
              ownerState.error && 'is-invalid',
            ]
              .filter(Boolean)
              .join(' '),
          }),
          input: { className: 'input', spellCheck: false, autoComplete: 'off' },
        }}
      />
      <p id="coupon-hint" className={invalid ? 'hint is-invalid' : 'hint'}>
        Six letters or digits, as printed on the voucher.
      </p>
    </Styles>
  );
}
