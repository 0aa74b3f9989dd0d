import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import type { SelectOption } from '@mui/base/useOption';
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

interface Warehouse {
  code: string;
  city: string;
}

const WAREHOUSES: Warehouse[] = [
  { code: 'RTM', city: 'Rotterdam' },
  { code: 'GDN', city: 'Gdańsk' },
  { code: 'VLC', city: 'Valencia' },
];

// The hidden input holds the code only; the default would hold the whole object as JSON.
function serializeWarehouse(option: SelectOption<Warehouse> | null) {
  return option?.value.code ?? '';
}

export default function SelectObjectValues() {
  const [warehouse, setWarehouse] = React.useState<Warehouse | null>(WAREHOUSES[1] ?? null);
  const [sent, setSent] = React.useState('nothing sent yet');
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSent(`warehouse=${String(new FormData(event.currentTarget).get('warehouse'))}`);
  };
  return (
    <form onSubmit={handleSubmit}>
      <Field>
        <label htmlFor="warehouse-select">Ship from</label>
        <Select
          id="warehouse-select"
          name="warehouse"
          value={warehouse}
          onChange={(_event, newValue) => setWarehouse(newValue)}
          getSerializedValue={serializeWarehouse}
          renderValue={(option) => (option ? `${option.value.city} (${option.value.code})` : '')}
          slots={slots}
          slotProps={slotProps}
        >
          {WAREHOUSES.map((item) => (
            <StyledOption key={item.code} value={item} label={item.city}>
              {item.city}
            </StyledOption>
          ))}
        </Select>
        <Action type="submit">Save</Action>
        <Note>Form data: {sent}</Note>
      </Field>
    </form>
  );
}
