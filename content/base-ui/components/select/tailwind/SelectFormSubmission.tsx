import * as React from 'react';
import { Select } from '@mui/base/Select';
import { Option } from '@mui/base/Option';
const slotProps = {
  root: {
    className: [
      'min-w-[220px] cursor-pointer rounded-lg border border-solid border-slate-300 bg-white',
      'px-3 py-2 text-start font-[inherit] text-slate-900 dark:border-slate-600 dark:bg-slate-900',
      'dark:text-slate-50 after:float-end after:content-["▾"] [&.base--expanded]:after:content-["▴"]',
      '[&.base--focusVisible]:outline [&.base--focusVisible]:outline-[3px]',
      '[&.base--focusVisible]:outline-offset-1 [&.base--focusVisible]:outline-blue-300',
    ].join(' '),
  },
  listbox: {
    className: [
      'my-1 max-h-[280px] min-w-[220px] list-none overflow-auto rounded-lg border border-solid',
      'border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg dark:border-slate-700',
      'dark:bg-slate-800 dark:text-slate-50',
    ].join(' '),
  },
  popup: { className: 'z-[1300]' },
};

const option = [
  'cursor-default rounded-md px-2 py-1.5 [&.base-Option-highlighted]:bg-slate-200',
  'dark:[&.base-Option-highlighted]:bg-slate-700 [&.base--selected]:font-bold',
  '[&.base--selected]:text-blue-900 dark:[&.base--selected]:text-blue-200',
  '[&.base--disabled]:text-slate-500',
].join(' ');

const action = [
  'cursor-pointer justify-self-start rounded-lg border border-solid border-slate-300',
  'bg-transparent px-3 py-1 font-[inherit] text-inherit dark:border-slate-600',
  'focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-1',
  'focus-visible:outline-blue-300',
].join(' ');

const note = 'm-0 text-slate-600 dark:text-slate-300';

const SEATS = [
  { value: 'window', label: 'Window' },
  { value: 'middle', label: 'Middle' },
  { value: 'aisle', label: 'Aisle' },
];

export default function SelectFormSubmission() {
  const [sent, setSent] = React.useState('nothing sent yet');
  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setSent(`seat=${String(data.get('seat'))}`);
  };
  return (
    <form onSubmit={handleSubmit}>
      <div className="grid gap-1 text-sm">
        <label htmlFor="seat-select">Seat</label>
        <Select id="seat-select" name="seat" defaultValue="aisle" slotProps={slotProps}>
          {SEATS.map((seat) => (
            <Option key={seat.value} value={seat.value} className={option}>
              {seat.label}
            </Option>
          ))}
        </Select>
        <button className={action} type="submit">
          Book seat
        </button>
        <p className={note}>Form data: {sent}</p>
      </div>
    </form>
  );
}
