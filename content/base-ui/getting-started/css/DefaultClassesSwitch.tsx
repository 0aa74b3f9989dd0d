import * as React from 'react';
import { Button } from '@mui/base/Button';
import { ClassNameConfigurator } from '@mui/base/utils';
import classes from './DefaultClassesSwitch.module.css';

// Shows the button's real `class` attribute, updated whenever it changes.
function useClassAttribute(element: HTMLElement | null) {
  const [value, setValue] = React.useState('');
  React.useEffect(() => {
    if (!element) {
      return undefined;
    }
    setValue(element.className);
    const observer = new MutationObserver(() => setValue(element.className));
    observer.observe(element, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [element]);
  return value;
}

export default function DefaultClassesSwitch() {
  const [disabled, setDisabled] = React.useState(false);
  const [button, setButton] = React.useState<HTMLButtonElement | null>(null);
  const classAttribute = useClassAttribute(button);

  return (
    <div className={classes.root}>
      <label className={classes.option}>
        <input
          type="checkbox"
          checked={disabled}
          onChange={(event) => setDisabled(event.target.checked)}
        />
        Wrap in ClassNameConfigurator disableDefaultClasses
      </label>
      <ClassNameConfigurator disableDefaultClasses={disabled}>
        <Button
          ref={setButton}
          // Our own classes, derived from the owner state: they work with or without the defaults.
          slotProps={{
            root: (ownerState) => ({
              className: ownerState.focusVisible
                ? `${classes.save} ${classes.focusVisible}`
                : classes.save,
            }),
          }}
        >
          Save draft
        </Button>
      </ClassNameConfigurator>
      <output className={classes.markup}>
        class=&quot;{classAttribute.trim().replace(/\s+/g, ' ')}&quot;
      </output>
    </div>
  );
}
