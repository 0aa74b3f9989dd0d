import * as React from 'react';
import { Button as BaseButton, type ButtonProps } from '@mui/base/Button';
import classes from './ButtonRootAndFocus.module.css';

function Button(props: ButtonProps & { href?: string }) {
  return <BaseButton {...props} className={classes.button} />;
}

export default function ButtonRootAndFocus() {
  const [message, setMessage] = React.useState('Tab through the buttons below.');

  return (
    <div className={classes.column}>
      <div className={classes.row}>
        <Button
          href="#button-as-link"
          onClick={(event: React.MouseEvent) => {
            event.preventDefault();
            setMessage('Rendered as an <a> because of href.');
          }}
        >
          Link root
        </Button>
        <Button
          slots={{ root: 'span' }}
          onClick={() => setMessage('A <span> with role="button" and keyboard support.')}
        >
          Span root
        </Button>
        <Button
          disabled
          focusableWhenDisabled
          onFocus={() => setMessage('Disabled, yet reachable with Tab.')}
        >
          Focusable when disabled
        </Button>
      </div>
      <p role="status" className={classes.status}>
        {message}
      </p>
    </div>
  );
}
