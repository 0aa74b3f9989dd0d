import * as React from 'react';
import { Select, selectClasses } from '@mui/base/Select';
import { Option as BaseOption, optionClasses } from '@mui/base/Option';
import { CssTransition } from '@mui/base/Transitions';
import { styled } from '@mui/system';

const Trigger = styled('button')(({ theme }) => ({
  minWidth: 220,
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
  [`&.${selectClasses.expanded}::after`]: { content: '"▴"' },
  ...theme.applyStyles('dark', {
    color: '#f6f7f9',
    backgroundColor: '#171a21',
    borderColor: '#4b5565',
  }),
}));

// Closed: transparent and a little higher. `is-open` is added a frame after the select opens.
const Fade = styled(CssTransition)({
  opacity: 0,
  transform: 'translateY(-6px)',
  transition: 'opacity 160ms ease-out, transform 160ms ease-out',
  '&.is-open': { opacity: 1, transform: 'none' },
  // Keep a (tiny) transition: the popup hides only when `transitionend` fires.
  '@media (prefers-reduced-motion: reduce)': { transitionDuration: '1ms' },
});

const List = styled('ul')(({ theme }) => ({
  minWidth: 220,
  margin: '4px 0',
  padding: 4,
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  listStyle: 'none',
  outline: 0,
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

const Option = styled(BaseOption)(({ theme }) => ({
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  [`&.${optionClasses.highlighted}`]: {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  [`&.${optionClasses.selected}`]: {
    fontWeight: 700,
    color: '#1c377f',
    ...theme.applyStyles('dark', { color: '#c2d4ff' }),
  },
}));

type ListboxProps = React.HTMLAttributes<HTMLUListElement> & { ownerState?: unknown };

// The listbox slot: the <ul> (with every prop and the ref Select gives it) inside the transition.
const FadingListbox = React.forwardRef<HTMLUListElement, ListboxProps>(function FadingListbox(
  { ownerState: _ownerState, ...other },
  ref,
) {
  return (
    <Fade enterClassName="is-open" lastTransitionedPropertyOnExit="opacity">
      <List {...other} ref={ref} />
    </Fade>
  );
});

const slots = { root: Trigger, listbox: FadingListbox };
const slotProps = { popup: { style: { zIndex: 1300 } } };

const SIZES = ['Extra small', 'Small', 'Medium', 'Large', 'Extra large'];

export default function SelectTransition() {
  return (
    <div style={{ display: 'grid', gap: 4, fontSize: '0.875rem' }}>
      <label htmlFor="size-select">Shirt size</label>
      <Select id="size-select" defaultValue="Medium" slots={slots} slotProps={slotProps}>
        {SIZES.map((size) => (
          <Option key={size} value={size}>
            {size}
          </Option>
        ))}
      </Select>
    </div>
  );
}
