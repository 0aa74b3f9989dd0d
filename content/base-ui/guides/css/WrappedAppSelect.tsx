import * as React from 'react';
import { Select, type SelectOwnerState, type SelectProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import classes from './WrappedAppSelect.module.css';

function resolveSlotProps<P, S>(entry: P | ((ownerState: S) => P) | undefined, ownerState: S) {
  return typeof entry === 'function' ? (entry as (state: S) => P)(ownerState) : entry;
}

function joinClassNames(...names: Array<string | undefined>) {
  return names.filter(Boolean).join(' ');
}

// The design system's select: its own look, the caller's slotProps merged in, not replaced.
const AppSelect = React.forwardRef(function AppSelect(
  props: SelectProps<string, false>,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const { slotProps, ...other } = props;
  return (
    <Select
      {...other}
      ref={ref}
      slotProps={{
        ...slotProps,
        root: (ownerState: SelectOwnerState<string, false>) => {
          const own = resolveSlotProps(slotProps?.root, ownerState);
          return { ...own, className: joinClassNames(classes.trigger, own?.className) };
        },
        listbox: (ownerState: SelectOwnerState<string, false>) => {
          const own = resolveSlotProps(slotProps?.listbox, ownerState);
          return { ...own, className: joinClassNames(classes.listbox, own?.className) };
        },
        popup: (ownerState: SelectOwnerState<string, false>) => {
          const own = resolveSlotProps(slotProps?.popup, ownerState);
          return { ...own, className: joinClassNames(classes.popup, own?.className) };
        },
      }}
    />
  );
});

export default function WrappedAppSelect() {
  return (
    <div className={classes.field}>
      <span id="sort-orders-label">Sort orders by</span>
      <AppSelect
        defaultValue="newest"
        // Both reach the select: the label on its button, the class on its list.
        slotProps={{
          root: { 'aria-labelledby': 'sort-orders-label' },
          listbox: { className: classes.compact },
        }}
      >
        <Option value="newest" className={classes.option}>
          Newest first
        </Option>
        <Option value="oldest" className={classes.option}>
          Oldest first
        </Option>
        <Option value="total" className={classes.option}>
          Highest total
        </Option>
      </AppSelect>
    </div>
  );
}
