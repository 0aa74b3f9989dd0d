import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import classes from './SelectPlacement.module.css';

const slotProps = {
  root: { className: classes.trigger },
  listbox: { className: classes.listbox },
  // Open above the button, 6px away, and stay inside this demo's element instead of <body>.
  popup: {
    className: classes.popup,
    placement: 'top-start' as const,
    offset: 6,
    disablePortal: true,
  },
};

const ENDINGS = [
  { value: 'lf', label: 'LF (Linux, macOS)' },
  { value: 'crlf', label: 'CRLF (Windows)' },
  { value: 'cr', label: 'CR (classic Mac OS)' },
];

export default function SelectPlacement() {
  return (
    // A bar at the bottom of an editor: there is no room below it, so the list opens upwards.
    <div className={classes.bar}>
      <span className={classes.position}>Ln 12, Col 4</span>
      <label htmlFor="endings-select">Line endings</label>
      <Select id="endings-select" defaultValue="lf" slotProps={slotProps}>
        {ENDINGS.map((ending) => (
          <Option key={ending.value} value={ending.value} className={classes.option}>
            {ending.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
