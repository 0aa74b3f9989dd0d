import { Button as BaseButton, type ButtonProps } from '@mui/base/Button';
import classes from './UnstyledButtonsIntroduction.module.css';

function Button({ ghost = false, ...props }: ButtonProps & { ghost?: boolean }) {
  return <BaseButton {...props} className={`${classes.button} ${ghost ? classes.ghost : ''}`} />;
}

export default function UnstyledButtonsIntroduction() {
  return (
    <div className={classes.row}>
      <Button>Save changes</Button>
      <Button ghost>Discard</Button>
      <Button disabled>Disabled</Button>
    </div>
  );
}
