import * as React from 'react';
import { Unstable_NumberInput as NumberInput } from '@mui/base/Unstable_NumberInput';

const stepper = [
  'row-start-1 cursor-pointer border-0 bg-slate-100 font-[inherit] font-bold text-inherit',
  'hover:bg-slate-200 disabled:cursor-not-allowed disabled:opacity-40 dark:bg-slate-800',
  'dark:hover:bg-slate-700',
].join(' ');

const slotProps = {
  root: {
    className: [
      'inline-grid grid-cols-[36px_72px_36px] overflow-hidden rounded-lg border border-solid',
      'border-slate-300 bg-white dark:border-slate-600 dark:bg-slate-900',
      '[&.base--focused]:border-blue-600 [&.base--focused]:ring-[3px] [&.base--focused]:ring-blue-300',
    ].join(' '),
  },
  input: {
    role: 'spinbutton',
    className:
      'col-start-2 row-start-1 min-w-0 border-0 bg-transparent py-2 text-center font-[inherit] text-sm text-inherit outline-0',
  },
  decrementButton: { className: `col-start-1 ${stepper}`, children: '−', 'aria-label': 'Decrease' },
  incrementButton: { className: `col-start-3 ${stepper}`, children: '+', 'aria-label': 'Increase' },
};

export default function NumberInputEvents() {
  const [committed, setCommitted] = React.useState<number | null>(3);
  const [typed, setTyped] = React.useState('3');
  return (
    <div className="grid gap-1 text-sm">
      <label htmlFor="tickets">Tickets</label>
      <NumberInput
        id="tickets"
        min={1}
        max={8}
        defaultValue={3}
        slotProps={slotProps}
        onInputChange={(event) => setTyped(event.currentTarget.value)}
        onChange={(_event, value) => setCommitted(value)}
      />
      <p className="m-0">
        onInputChange: &quot;{typed}&quot; · onChange: {committed === null ? 'null' : committed}
      </p>
    </div>
  );
}
