import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const slotProps = {
  root: {
    className: [
      'min-w-[220px] cursor-pointer rounded-lg border border-solid border-slate-300 bg-white',
      'px-3 py-2 text-start font-[inherit] text-slate-900 dark:border-slate-600 dark:bg-slate-900',
      'dark:text-slate-50 after:float-end after:content-["▾"] [&.base--expanded]:after:content-["▴"]',
      '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
      '[&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-blue-300',
    ].join(' '),
  },
  listbox: {
    className: [
      'my-1 min-w-[220px] list-none rounded-lg border border-solid border-slate-200 bg-white p-1',
      'text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
    ].join(' '),
  },
  popup: { className: 'z-[1300]' },
};

const option = [
  'cursor-default rounded-md px-2 py-1.5 [&.base-Option-highlighted]:bg-slate-200',
  'dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:font-bold',
  '[&.base--selected]:text-blue-900 dark:[&.base--selected]:text-blue-200',
  '[&.base--disabled]:text-slate-500',
].join(' ');

const TOPPINGS = ['Mushrooms', 'Olives', 'Basil', 'Roasted peppers', 'Artichokes'];

export default function MultipleSelect() {
  return (
    <div className="grid gap-1 text-sm">
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
        slotProps={slotProps}
      >
        {TOPPINGS.map((topping) => (
          <Option key={topping} value={topping} className={option}>
            {topping}
          </Option>
        ))}
      </Select>
    </div>
  );
}
