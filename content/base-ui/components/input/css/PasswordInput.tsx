import * as React from 'react';
import { Input } from '@mui/base/Input';
import classes from './PasswordInput.module.css';

export default function PasswordInput() {
  const [visible, setVisible] = React.useState(false);
  return (
    <div className={classes.field}>
      <label className={classes.label} htmlFor="new-password">
        New password
      </label>
      <Input
        id="new-password"
        type={visible ? 'text' : 'password'}
        autoComplete="new-password"
        aria-describedby="new-password-hint"
        endAdornment={
          // A real button, after the input in the Tab order. Its name contains its visible
          // text ("Show" / "Hide"), so speech-input users can say what they see.
          <button
            type="button"
            className={classes.toggle}
            aria-label={visible ? 'Hide password' : 'Show password'}
            onClick={() => setVisible((current) => !current)}
          >
            {visible ? 'Hide' : 'Show'}
          </button>
        }
        slotProps={{ root: { className: classes.root }, input: { className: classes.input } }}
      />
      <p id="new-password-hint" className={classes.hint}>
        At least 12 characters.
      </p>
    </div>
  );
}
