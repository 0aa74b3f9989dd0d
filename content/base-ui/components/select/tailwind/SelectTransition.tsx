import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
import { CssTransition } from '@mui/base/Transitions';

type ListboxProps = React.HTMLAttributes<HTMLUListElement> & { ownerState?: unknown };

// Closed: transparent and a little higher. `is-open` is added a frame after the select opens.
// Keep a (tiny) transition under reduced motion: the popup hides only when `transitionend` fires.
const fade = [
  '-translate-y-1.5 opacity-0 transition-[opacity,transform] duration-[160ms] ease-out',
  '[&.is-open]:translate-y-0 [&.is-open]:opacity-100 motion-reduce:duration-[1ms]',
].join(' ');

const listbox = [
  'my-1 min-w-[220px] list-none rounded-lg border border-solid border-slate-200 bg-white p-1',
  'text-sm text-slate-900 shadow-lg outline-0 dark:border-slate-700 dark:bg-slate-800',
  'dark:text-slate-50',
].join(' ');

// The listbox slot: the <ul> (with every prop and the ref Select gives it) inside the transition.
const FadingListbox = React.forwardRef<HTMLUListElement, ListboxProps>(function FadingListbox(
  { ownerState: _ownerState, className, ...other },
  ref,
) {
  return (
    <CssTransition
      className={fade}
      enterClassName="is-open"
      lastTransitionedPropertyOnExit="opacity"
    >
      <ul {...other} ref={ref} className={`${className ?? ''} ${listbox}`} />
    </CssTransition>
  );
});

const slots = { listbox: FadingListbox };
const slotProps = {
  root: {
    className: [
      'min-w-[220px] cursor-pointer rounded-lg border border-solid border-slate-300 bg-white',
      'px-3 py-2 text-start text-sm text-slate-900 [font-family:inherit] dark:border-slate-600',
      'dark:bg-slate-900 dark:text-slate-50 after:float-end after:content-["▾"]',
      '[&.base--expanded]:after:content-["▴"] [&.base--focusVisible]:outline',
      '[&.base--focusVisible]:outline-[3px] [&.base--focusVisible]:outline-offset-1',
      '[&.base--focusVisible]:outline-blue-300',
    ].join(' '),
  },
  popup: { className: 'z-[1300]' },
};

const option = [
  'cursor-default rounded-md px-2 py-1.5 [&.base-Option-highlighted]:bg-slate-200',
  'dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:font-bold',
  '[&.base--selected]:text-blue-900 dark:[&.base--selected]:text-blue-200',
].join(' ');

const SIZES = ['Extra small', 'Small', 'Medium', 'Large', 'Extra large'];

export default function SelectTransition() {
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor="size-select">Shirt size</label>
      <Select id="size-select" defaultValue="Medium" slots={slots} slotProps={slotProps}>
        {SIZES.map((size) => (
          <Option key={size} value={size} className={option}>
            {size}
          </Option>
        ))}
      </Select>
    </div>
  );
}
