import * as React from 'react';
import {
  Unstable_NumberInput as BaseNumberInput,
  numberInputClasses,
} from '@mui/base/Unstable_NumberInput';
import { styled } from '@mui/system';

const NumberInput = styled(BaseNumberInput)(({ theme }) => ({
  display: 'inline-grid',
  gridTemplateColumns: '36px 72px 36px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  overflow: 'hidden',
  backgroundColor: '#fff',
  ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  [`&.${numberInputClasses.focused}`]: { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  [`& .${numberInputClasses.input}`]: {
    gridColumn: 2,
    gridRow: 1,
    minWidth: 0,
    padding: '8px 0',
    border: 0,
    outline: 0,
    font: 'inherit',
    fontSize: '0.875rem',
    textAlign: 'center',
    color: 'inherit',
    background: 'none',
  },
  [`& .${numberInputClasses.decrementButton}, & .${numberInputClasses.incrementButton}`]: {
    gridRow: 1,
    border: 0,
    font: 'inherit',
    fontWeight: 700,
    color: 'inherit',
    cursor: 'pointer',
    backgroundColor: '#f0f3f7',
    ...theme.applyStyles('dark', { backgroundColor: '#262b35' }),
    '&:hover': { backgroundColor: '#dadee6' },
    '&:disabled': { opacity: 0.4, cursor: 'not-allowed' },
  },
  [`& .${numberInputClasses.decrementButton}`]: { gridColumn: 1 },
  [`& .${numberInputClasses.incrementButton}`]: { gridColumn: 3 },
}));

const slotProps = {
  input: { role: 'spinbutton' },
  decrementButton: { children: '−', 'aria-label': 'Decrease' },
  incrementButton: { children: '+', 'aria-label': 'Increase' },
};

export default function NumberInputEvents() {
  const [committed, setCommitted] = React.useState<number | null>(3);
  const [typed, setTyped] = React.useState('3');
  return (
    <div style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
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
      <p style={{ margin: 0 }}>
        onInputChange: &quot;{typed}&quot; · onChange: {committed === null ? 'null' : committed}
      </p>
    </div>
  );
}
