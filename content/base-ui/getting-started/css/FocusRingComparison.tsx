import { Button } from '@mui/base/Button';
import classes from './FocusRingComparison.module.css';

export default function FocusRingComparison() {
  return (
    <div className={classes.row}>
      <Button className={`${classes.button} ${classes.onFocus}`}>Ring on every focus</Button>
      <Button className={`${classes.button} ${classes.onFocusVisible}`}>
        Ring on keyboard focus
      </Button>
    </div>
  );
}
