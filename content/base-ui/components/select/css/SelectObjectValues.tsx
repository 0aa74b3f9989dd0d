import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import type { SelectOption } from '@mui/base/useOption';
import classes from './SelectObjectValues.module.css';

const slotProps = {
  root: { className: classes.trigger },
  listbox: { className: classes.listbox },
  popup: { className: classes.popup },
};

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
      <div className={classes.field}>
        <label htmlFor="warehouse-select">Ship from</label>
        <Select
          id="warehouse-select"
          name="warehouse"
          value={warehouse}
          onChange={(_event, newValue) => setWarehouse(newValue)}
          getSerializedValue={serializeWarehouse}
          renderValue={(option) => (option ? `${option.value.city} (${option.value.code})` : '')}
          slotProps={slotProps}
        >
          {WAREHOUSES.map((item) => (
            <Option key={item.code} value={item} label={item.city} className={classes.option}>
              {item.city}
            </Option>
          ))}
        </Select>
        <button className={classes.action} type="submit">
          Save
        </button>
        <p className={classes.note}>Form data: {sent}</p>
      </div>
    </form>
  );
}
