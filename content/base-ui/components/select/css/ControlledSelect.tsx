import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import classes from './ControlledSelect.module.css';

const slotProps = {
  root: { className: classes.trigger },
  listbox: { className: classes.listbox },
  popup: { className: classes.popup },
};

const ROASTS = [
  { value: 'light', label: 'Light roast' },
  { value: 'medium', label: 'Medium roast' },
  { value: 'dark', label: 'Dark roast' },
  { value: 'decaf', label: 'Decaf' },
];

export default function ControlledSelect() {
  const [roast, setRoast] = React.useState<string | null>('medium');
  return (
    <div className={classes.field}>
      <label htmlFor="roast-select">Roast</label>
      <Select
        id="roast-select"
        value={roast}
        onChange={(_event, newValue) => setRoast(newValue)}
        placeholder="No preference"
        slotProps={slotProps}
      >
        {ROASTS.map((item) => (
          <Option key={item.value} value={item.value} className={classes.option}>
            {item.label}
          </Option>
        ))}
      </Select>
      <button
        className={classes.action}
        type="button"
        onClick={() => setRoast(null)}
        disabled={roast === null}
      >
        Clear
      </button>
      <p className={classes.note}>Value: {roast === null ? 'null' : `"${roast}"`}</p>
    </div>
  );
}
