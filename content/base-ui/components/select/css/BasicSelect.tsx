import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import classes from './BasicSelect.module.css';

const slotProps = {
  root: { className: classes.trigger },
  listbox: { className: classes.listbox },
  popup: { className: classes.popup },
};

const ZONES = [
  { value: 'UTC', label: 'UTC' },
  { value: 'Europe/Berlin', label: 'Berlin (UTC+1)' },
  { value: 'Asia/Tokyo', label: 'Tokyo (UTC+9)' },
  { value: 'America/Denver', label: 'Denver (UTC−7)', disabled: true },
  { value: 'America/New_York', label: 'New York (UTC−5)' },
];

export default function BasicSelect() {
  return (
    <div className={classes.field}>
      <label htmlFor="zone-select">Time zone</label>
      <Select id="zone-select" defaultValue="Europe/Berlin" slotProps={slotProps}>
        {ZONES.map((zone) => (
          <Option key={zone.value} {...zone} className={classes.option}>
            {zone.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
