import * as React from 'react';
import { Select, type SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import classes from './SelectSwatchSlot.module.css';

// The root slot, replaced. Select passes the button's props (role, aria-expanded, handlers, ref)
// and ownerState; the component reads ownerState.value and keeps ownerState off the DOM.
const SwatchButton = React.forwardRef<HTMLButtonElement, SelectRootSlotProps<string, false>>(
  function SwatchButton({ ownerState, children, className, ...other }, ref) {
    return (
      <button {...other} ref={ref} className={`${className ?? ''} ${classes.trigger}`}>
        <span
          aria-hidden
          className={classes.swatch}
          style={{ backgroundColor: ownerState.value ?? 'transparent' }}
        />
        {children}
      </button>
    );
  },
);

const COLOURS = [
  { value: '#c2410c', label: 'Brick' },
  { value: '#b45309', label: 'Saffron' },
  { value: '#4d7c0f', label: 'Moss' },
  { value: '#0e7490', label: 'Lagoon' },
  { value: '#6d28d9', label: 'Iris' },
];

export default function SelectSwatchSlot() {
  return (
    <div className={classes.field}>
      <label htmlFor="label-colour">Label colour</label>
      <Select
        id="label-colour"
        defaultValue="#0e7490"
        slots={{ root: SwatchButton }}
        slotProps={{ listbox: { className: classes.listbox }, popup: { className: classes.popup } }}
      >
        {COLOURS.map((colour) => (
          <Option
            key={colour.value}
            value={colour.value}
            label={colour.label}
            className={classes.option}
          >
            <span
              aria-hidden
              className={classes.swatch}
              style={{ backgroundColor: colour.value }}
            />
            {colour.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
