import * as React from 'react';
import { Switch } from '@mui/base/Switch';
import { useSwitch } from '@mui/base/useSwitch';
import classes from './ComponentAndHook.module.css';

// The same classes for both: the component's state comes from its owner state,
// the hook's from its return value.
function rootClass(checked: boolean, focusVisible: boolean) {
  return [classes.switch, checked && classes.checked, focusVisible && classes.focusVisible]
    .filter(Boolean)
    .join(' ');
}

// The hook: state and an input prop getter; every element is ours.
function HookSwitch({ label }: { label: string }) {
  const { getInputProps, checked, focusVisible } = useSwitch({ defaultChecked: true });
  return (
    <label className={classes.field}>
      <span className={rootClass(checked, focusVisible)}>
        <span className={classes.track} />
        <span className={classes.thumb} />
        <input {...getInputProps()} className={classes.input} />
      </span>
      {label}
    </label>
  );
}

export default function ComponentAndHook() {
  return (
    <div className={classes.root}>
      {/* The component: it renders the parts, we add classes to them. */}
      <label className={classes.field}>
        <Switch
          defaultChecked
          slotProps={{
            root: (ownerState) => ({
              className: rootClass(ownerState.checked, ownerState.focusVisible),
            }),
            track: { className: classes.track },
            thumb: { className: classes.thumb },
            input: { className: classes.input },
          }}
        />
        Built with Switch
      </label>
      <HookSwitch label="Built with useSwitch" />
    </div>
  );
}
