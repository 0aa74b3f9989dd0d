import { Select, selectClasses } from '@mui/base/Select';
import { Option as BaseOption, optionClasses } from '@mui/base/Option';
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

const Option = styled(BaseOption)(({ theme }) => ({
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

const slots = { root: Trigger, listbox: Listbox };
const slotProps = { popup: { style: { zIndex: 1300 } } };

const TOPPINGS = ['Mushrooms', 'Olives', 'Basil', 'Roasted peppers', 'Artichokes'];

export default function MultipleSelect() {
  return (
    <div style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
      <label htmlFor="toppings-select">Toppings</label>
      <Select
        id="toppings-select"
        multiple
        defaultValue={['Basil']}
        placeholder="No toppings"
        // `null` when nothing is chosen, so that the placeholder shows.
        renderValue={(selected) =>
          selected.length > 0 ? selected.map((option) => option.label).join(', ') : null
        }
        slots={slots}
        slotProps={slotProps}
      >
        {TOPPINGS.map((topping) => (
          <Option key={topping} value={topping}>
            {topping}
          </Option>
        ))}
      </Select>
    </div>
  );
}
