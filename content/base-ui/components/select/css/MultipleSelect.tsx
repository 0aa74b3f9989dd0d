import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import classes from './MultipleSelect.module.css';

const slotProps = {
  root: { className: classes.trigger },
  listbox: { className: classes.listbox },
  popup: { className: classes.popup },
};

const TOPPINGS = ['Mushrooms', 'Olives', 'Basil', 'Roasted peppers', 'Artichokes'];

export default function MultipleSelect() {
  return (
    <div className={classes.field}>
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
          <Option key={topping} value={topping} className={classes.option}>
            {topping}
          </Option>
        ))}
      </Select>
    </div>
  );
}
