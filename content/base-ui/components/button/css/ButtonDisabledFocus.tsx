import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './ButtonDisabledFocus.module.css';

export default function ButtonDisabledFocus() {
  const [title, setTitle] = React.useState('');
  const [status, setStatus] = React.useState('');
  const hintId = React.useId();
  const canPublish = title.trim() !== '';

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // focusableWhenDisabled leaves the native button enabled, so the form can still be
    // submitted (by a click, or Enter in the field): check the condition here too.
    if (!canPublish) {
      setStatus('Add a title first.');
      return;
    }
    setStatus(`Published “${title.trim()}”.`);
  };

  return (
    <form className={classes.form} onSubmit={handleSubmit}>
      <div className={classes.field}>
        <label htmlFor="post-title">Post title</label>
        <input
          id="post-title"
          className={classes.input}
          value={title}
          onChange={(event) => {
            setTitle(event.target.value);
            setStatus('');
          }}
        />
      </div>
      <div className={classes.row}>
        <Button
          type="submit"
          disabled={!canPublish}
          focusableWhenDisabled
          aria-describedby={hintId}
          className={classes.button}
        >
          Publish
        </Button>
        <Button type="button" disabled className={classes.button}>
          Schedule
        </Button>
      </div>
      <p id={hintId} className={classes.hint}>
        A post needs a title before it can be published.
      </p>
      <p role="status" className={classes.hint}>
        {status}
      </p>
    </form>
  );
}
