import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';

const listbox = [
  'absolute inset-x-0 top-full z-[1] m-0 mt-1 max-h-[200px] list-none overflow-auto rounded-lg',
  'border border-solid border-slate-200 bg-white p-1 shadow-lg dark:border-slate-700 dark:bg-slate-800',
].join(' ');
const optionClass = [
  'cursor-default rounded-md px-2 py-1.5 aria-selected:font-bold [&.Mui-focused]:bg-slate-200',
  'dark:[&.Mui-focused]:bg-slate-700',
].join(' ');

const CITIES = [
  'Amsterdam',
  'Barcelona',
  'Berlin',
  'Buenos Aires',
  'Cape Town',
  'Lisbon',
  'Melbourne',
  'Montréal',
  'Nairobi',
  'Osaka',
  'Seoul',
  'Vancouver',
];

export default function ControlledAutocomplete() {
  const [value, setValue] = React.useState<string | null>('Lisbon');
  const [inputValue, setInputValue] = React.useState('');
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    getClearProps,
    dirty,
  } = useAutocomplete({
    id: 'controlled-office',
    options: CITIES,
    value,
    onChange: (_, next) => setValue(next),
    inputValue,
    onInputChange: (_, next) => setInputValue(next),
  });
  return (
    <div className="relative grid w-[260px] gap-1 text-sm">
      <label {...getInputLabelProps()}>Office</label>
      <div
        {...getRootProps()}
        className={[
          'flex rounded-lg border border-solid bg-white dark:bg-slate-900',
          focused
            ? 'border-blue-600 ring-[3px] ring-blue-300'
            : 'border-slate-300 dark:border-slate-600',
        ].join(' ')}
      >
        <input
          {...getInputProps()}
          className="min-w-0 flex-1 border-0 bg-transparent px-3 py-2 font-[inherit] text-inherit outline-0"
        />
        {dirty ? (
          <button
            type="button"
            {...getClearProps()}
            aria-label="Clear"
            className="cursor-pointer border-0 bg-transparent px-2 text-inherit"
          >
            ×
          </button>
        ) : null}
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <ul {...getListboxProps()} className={listbox}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps} className={optionClass}>
                {option}
              </li>
            );
          })}
        </ul>
      ) : null}
      <p className="m-0">
        value: {value ?? 'null'} · inputValue: “{inputValue}”
      </p>
    </div>
  );
}
