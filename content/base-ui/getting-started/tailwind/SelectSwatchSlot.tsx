import * as React from 'react';
import { Select, type SelectRootSlotProps } from '@mui/base/Select';
import { Option } from '@mui/base/Option';

const trigger = [
  'flex min-w-[200px] cursor-pointer items-center gap-2 rounded-lg border border-solid',
  'border-slate-300 bg-white px-3 py-2 text-start font-[inherit] text-slate-900',
  'after:ms-auto after:content-["▾"] [&.base--expanded]:after:content-["▴"]',
  'dark:border-slate-600 dark:bg-slate-900 dark:text-slate-50',
  '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
  '[&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-blue-300',
].join(' ');

const swatch = 'h-3.5 w-3.5 shrink-0 rounded-full border border-solid border-black/20';

// The root slot, replaced. Select passes the button's props (role, aria-expanded, handlers, ref)
// and ownerState; the component reads ownerState.value and keeps ownerState off the DOM.
const SwatchButton = React.forwardRef<HTMLButtonElement, SelectRootSlotProps<string, false>>(
  function SwatchButton({ ownerState, children, className, ...other }, ref) {
    return (
      <button {...other} ref={ref} className={`${className ?? ''} ${trigger}`}>
        <span
          aria-hidden
          className={swatch}
          style={{ backgroundColor: ownerState.value ?? 'transparent' }}
        />
        {children}
      </button>
    );
  },
);

const listbox = [
  'my-1 min-w-[200px] list-none rounded-lg border border-solid border-slate-200 bg-white p-1',
  'text-sm text-slate-900 shadow-lg dark:border-slate-700 dark:bg-slate-800 dark:text-slate-50',
].join(' ');

const option = [
  'flex cursor-default items-center gap-2 rounded-md px-2 py-1.5',
  '[&.base-Option-highlighted]:bg-slate-200 dark:[&.base-Option-highlighted]:bg-slate-700',
  '[&.base--selected]:font-bold',
].join(' ');

const COLOURS = [
  { value: '#c2410c', label: 'Brick' },
  { value: '#b45309', label: 'Saffron' },
  { value: '#4d7c0f', label: 'Moss' },
  { value: '#0e7490', label: 'Lagoon' },
  { value: '#6d28d9', label: 'Iris' },
];

export default function SelectSwatchSlot() {
  return (
    <div className="grid justify-items-start gap-1 text-sm">
      <label htmlFor="label-colour">Label colour</label>
      <Select
        id="label-colour"
        defaultValue="#0e7490"
        slots={{ root: SwatchButton }}
        slotProps={{ listbox: { className: listbox }, popup: { className: 'z-[1300]' } }}
      >
        {COLOURS.map((colour) => (
          <Option key={colour.value} value={colour.value} label={colour.label} className={option}>
            <span aria-hidden className={swatch} style={{ backgroundColor: colour.value }} />
            {colour.label}
          </Option>
        ))}
      </Select>
    </div>
  );
}
