import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './ButtonInForm.module.css';

export default function ButtonInForm() {
  const [status, setStatus] = React.useState('Nothing sent yet.');
  const emailRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = new FormData(event.currentTarget).get('email');
    setStatus(`Invitation sent to ${String(email)}.`);
  };

  return (
    <form
      className={classes.form}
      onSubmit={handleSubmit}
      onReset={() => setStatus('Form cleared.')}
    >
      <div className={classes.field}>
        <label htmlFor="invite-email">Teammate’s email</label>
        <input
          ref={emailRef}
          className={classes.input}
          id="invite-email"
          name="email"
          type="email"
          required
          defaultValue="ada@example.com"
        />
      </div>
      <div className={classes.row}>
        <Button type="submit" className={`${classes.button} ${classes.primary}`}>
          Send invite
        </Button>
        <Button type="reset" className={classes.button}>
          Clear
        </Button>
        {/* No type: Base UI renders type="button", so this one never submits. */}
        <Button
          className={classes.button}
          onClick={() => setStatus(`Preview for ${emailRef.current?.value || 'nobody'}.`)}
        >
          Preview
        </Button>
      </div>
      <p role="status" className={classes.status}>
        {status}
      </p>
    </form>
  );
}
