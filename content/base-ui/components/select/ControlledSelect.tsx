import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { selectClasses } from '@mui/base/Select';
import { optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

const Trigger = styled('button')(({ theme }) => ({
  minWidth: 220,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  font: 'inherit',
  textAlign: 'start',
  color: '#171a21',
  backgroundColor: '#fff',
  cursor: 'pointer',
  '&::after': { content: '"▾"', float: 'inline-end' },
  [`&.${selectClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 1 },
  [`&.${selectClasses.expanded}::after`]: { content: '"▴"' },
  ...theme.applyStyles('dark', {
    color: '#f6f7f9',
    backgroundColor: '#171a21',
    borderColor: '#4b5565',
  }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 220,
  maxHeight: 280,
  overflow: 'auto',
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  listStyle: 'none',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

const StyledOption = styled(Option)(({ theme }) => ({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  [`&.${optionClasses.selected}`]: {
    fontWeight: 700,
    color: '#1c377f',
    ...theme.applyStyles('dark', { color: '#c2d4ff' }),
  },
  [`&.${optionClasses.disabled}`]: { color: '#7b8394' },
}));

const Field = styled('div')({ display: 'grid', gap: 4, fontSize: '0.875rem' });

const Action = styled('button')(({ theme }) => ({
  justifySelf: 'start',
  padding: '4px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  font: 'inherit',
  color: 'inherit',
  backgroundColor: 'transparent',
  cursor: 'pointer',
  '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 1 },
  ...theme.applyStyles('dark', { borderColor: '#4b5565' }),
}));

const Note = styled('p')(({ theme }) => ({
  margin: 0,
  color: '#4b5565',
  ...theme.applyStyles('dark', { color: '#c2c8d3' }),
}));

const slots = { root: Trigger, listbox: Listbox };

const slotProps = { popup: { style: { zIndex: 1300 } } };

const ROASTS = [
  { value: 'light', label: 'Light roast' },
  { value: 'medium', label: 'Medium roast' },
  { value: 'dark', label: 'Dark roast' },
  { value: 'decaf', label: 'Decaf' },
];

export default function ControlledSelect() {
  const [roast, setRoast] = React.useState<string | null>('medium');
  return (
    <Field>
      <label htmlFor="roast-select">Roast</label>
      <Select
        id="roast-select"
        value={roast}
        onChange={(_event, newValue) => setRoast(newValue)}
        placeholder="No preference"
        slots={slots}
        slotProps={slotProps}
      >
        {ROASTS.map((item) => (
          <StyledOption key={item.value} value={item.value}>
            {item.label}
          </StyledOption>
        ))}
      </Select>
      <Action type="button" onClick={() => setRoast(null)} disabled={roast === null}>
        Clear
      </Action>
      <Note>Value: {roast === null ? 'null' : `"${roast}"`}</Note>
    </Field>
  );
}
