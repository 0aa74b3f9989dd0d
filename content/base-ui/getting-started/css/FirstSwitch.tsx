import { Switch } from '@mui/base/Switch';
import classes from './FirstSwitch.module.css';

export default function FirstSwitch() {
  return (
    <label className={classes.label}>
      <Switch defaultChecked className={classes.switch} />
      Email notifications
    </label>
  );
}
