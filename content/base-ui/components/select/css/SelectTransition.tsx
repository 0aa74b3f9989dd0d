import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { CssTransition } from '@mui/base/Transitions';
import classes from './SelectTransition.module.css';

type ListboxProps = React.HTMLAttributes<HTMLUListElement> & { ownerState?: unknown };

// The listbox slot: the <ul> (with every prop and the ref Select gives it) inside the transition.
const FadingListbox = React.forwardRef<HTMLUListElement, ListboxProps>(function FadingListbox(
  { ownerState: _ownerState, className, ...other },
  ref,
) {
  return (
    <CssTransition
      className={classes.fade}
      enterClassName={classes.open}
      lastTransitionedPropertyOnExit="opacity"
    >
      <ul {...other} ref={ref} className={`${className ?? ''} ${classes.listbox}`} />
    </CssTransition>
  );
});

const slots = { listbox: FadingListbox };
const slotProps = {
  root: { className: classes.trigger },
  popup: { className: classes.popup },
};

const SIZES = ['Extra small', 'Small', 'Medium', 'Large', 'Extra large'];

export default function SelectTransition() {
  return (
    <div className={classes.field}>
      <label htmlFor="size-select">Shirt size</label>
      <Select id="size-select" defaultValue="Medium" slots={slots} slotProps={slotProps}>
        {SIZES.map((size) => (
          <Option key={size} value={size} className={classes.option}>
            {size}
          </Option>
        ))}
      </Select>
    </div>
  );
}
