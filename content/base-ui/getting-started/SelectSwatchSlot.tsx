import * as React from 'react';
import { Select, selectClasses, type SelectRootSlotProps } from '@mui/base/Select';
import { Option as BaseOption, optionClasses } from '@mui/base/Option';
import { styled } from '@mui/system';

const Trigger = styled('button')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  minWidth: 200,
  padding: '8px 12px',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  font: 'inherit',
  textAlign: 'start',
  color: '#171a21',
  backgroundColor: '#fff',
  cursor: 'pointer',
  '&::after': { content: '"▾"', marginInlineStart: 'auto' },
  [`&.${selectClasses.focusVisible}`]: { outline: '3px solid #8aaeff', outlineOffset: 1 },
  [`&.${selectClasses.expanded}::after`]: { content: '"▴"' },
  ...theme.applyStyles('dark', {
    color: '#f6f7f9',
    backgroundColor: '#171a21',
    borderColor: '#4b5565',
  }),
}));

const Swatch = styled('span')({
  flexShrink: 0,
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: '1px solid rgb(0 0 0 / 0.2)',
});

// The root slot, replaced. Select passes the button's props (role, aria-expanded, handlers, ref)
// and ownerState; the component reads ownerState.value and keeps ownerState off the DOM.
const SwatchButton = React.forwardRef<HTMLButtonElement, SelectRootSlotProps<string, false>>(
  function SwatchButton({ ownerState, children, ...other }, ref) {
    return (
      <Trigger {...other} ref={ref}>
        <Swatch aria-hidden style={{ backgroundColor: ownerState.value ?? 'transparent' }} />
        {children}
      </Trigger>
    );
  },
);

const Listbox = styled('ul')(({ theme }) => ({
  minWidth: 200,
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  listStyle: 'none',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

const Option = styled(BaseOption)(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  [`&.${optionClasses.selected}`]: { fontWeight: 700 },
}));

const COLOURS = [
  { value: '#c2410c', label: 'Brick' },
  { value: '#b45309', label: 'Saffron' },
  { value: '#4d7c0f', label: 'Moss' },
  { value: '#0e7490', label: 'Lagoon' },
  { value: '#6d28d9', label: 'Iris' },
];

export default function SelectSwatchSlot() {
  return (
    <div style={{ display: 'grid', gap: 4, justifyItems: 'start', fontSize: '0.875rem' }}>
      <label htmlFor="label-colour">Label colour</label>
      <Select
        id="label-colour"
        defaultValue="#0e7490"
        slots={{ root: SwatchButton, listbox: Listbox }}
        slotProps={{ popup: { style: { zIndex: 1300 } } }}
      >
        {COLOURS.map((colour) => (
          <Option key={colour.value} value={colour.value} label={colour.label}>
            <Swatch aria-hidden style={{ backgroundColor: colour.value }} />
            {colour.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
