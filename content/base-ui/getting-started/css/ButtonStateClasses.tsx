import * as React from 'react';
import { Button } from '@mui/base/Button';
import classes from './ButtonStateClasses.module.css';

// The button's live class attribute, limited to the classes Base UI adds (base-…).
function useStateClasses(element: HTMLElement | null) {
  const [value, setValue] = React.useState('');
  React.useEffect(() => {
    if (!element) {
      return undefined;
    }
    const read = () =>
      setValue(
        Array.from(element.classList)
          .filter((name) => name.startsWith('base-'))
          .join(' '),
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [element]);
  return value;
}

export default function ButtonStateClasses() {
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const stateClasses = useStateClasses(button);
  return (
    <div className={classes.root}>
      <Button ref={setButton} className={classes.save}>
        Save
      </Button>
      <output className={classes.markup}>{stateClasses}</output>
    </div>
  );
}
