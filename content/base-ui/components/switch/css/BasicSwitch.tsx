import { Switch } from '@mui/base/Switch';
import classes from './BasicSwitch.module.css';

const SWITCHES = [
  { label: 'Notifications', defaultChecked: true },
  { label: 'Location' },
  { label: 'Backup (managed by your admin)', defaultChecked: true, disabled: true },
];

export default function BasicSwitch() {
  return (
    <div className={classes.row}>
      {SWITCHES.map(({ label, ...props }) => (
        <Switch
          key={label}
          className={classes.switch}
          slotProps={{
            input: { 'aria-label': label, className: classes.input },
            track: { className: classes.track },
            thumb: { className: classes.thumb },
          }}
          {...props}
        />
      ))}
    </div>
  );
}
