import * as React from 'react';
import { Select, selectClasses, type SelectOwnerState, type SelectProps } from '@mui/base/Select';
import { Option, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

const Trigger = styled('button')(({ theme }) => ({
  minWidth: 200,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  fontFamily: 'inherit',
  fontSize: '0.875rem',
  textAlign: 'start',
  color: '#171a21',
  backgroundColor: '#fff',
  cursor: 'pointer',
  '&::after': { content: '"▾"', float: 'inline-end' },
  [`&.${selectClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 1 },
  ...theme.applyStyles('dark', {
    color: '#f6f7f9',
    backgroundColor: '#171a21',
    borderColor: '#4b5565',
  }),
}));

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 200,
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  fontSize: '0.875rem',
  listStyle: 'none',
  color: '#171a21',
  backgroundColor: '#fff',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  outline: 0,
  // A class the caller adds through slotProps.listbox, merged with the wrapper's.
  '&.compact': { fontSize: '0.8125rem', padding: 2 },
  [`& .${optionClasses.root}`]: { padding: '6px 8px', borderRadius: 6, cursor: 'default' },
  [`&.compact .${optionClasses.root}`]: { padding: '3px 8px' },
  [`& .${optionClasses.highlighted}`]: { backgroundColor: '#e8ecf2' },
  [`& .${optionClasses.selected}`]: { fontWeight: 700 },
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    color: '#f6f7f9',
    backgroundColor: '#1f232b',
    [`& .${optionClasses.highlighted}`]: { backgroundColor: '#2f3540' },
  }),
}));

function resolveSlotProps<P, S>(entry: P | ((ownerState: S) => P) | undefined, ownerState: S) {
  return typeof entry === 'function' ? (entry as (state: S) => P)(ownerState) : entry;
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
      slots={{ root: Trigger, listbox: Listbox }}
      slotProps={{
        ...slotProps,
        popup: (ownerState: SelectOwnerState<string, false>) => ({
          ...resolveSlotProps(slotProps?.popup, ownerState),
          style: { zIndex: 1300 },
        }),
      }}
    />
  );
});

export default function WrappedAppSelect() {
  return (
    <div style={{ display: 'grid', gap: 4, fontSize: '0.875rem', justifyItems: 'start' }}>
      <span id="sort-orders-label">Sort orders by</span>
      <AppSelect
        defaultValue="newest"
        // Both reach the select: the label on its button, the class on its list.
        slotProps={{
          root: { 'aria-labelledby': 'sort-orders-label' },
          listbox: { className: 'compact' },
        }}
      >
        <Option value="newest">Newest first</Option>
        <Option value="oldest">Oldest first</Option>
        <Option value="total">Highest total</Option>
      </AppSelect>
    </div>
  );
}
