import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';

const listbox = [
  'my-1 box-border max-h-[220px] w-[280px] list-none overflow-auto rounded-lg border border-solid',
  'border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg dark:border-slate-700',
  'dark:bg-slate-800 dark:text-slate-50',
].join(' ');
const optionClass = [
  'flex cursor-default justify-between gap-2 rounded-md px-2 py-1.5 aria-selected:font-bold',
  '[&.Mui-focused]:bg-slate-200 dark:[&.Mui-focused]:bg-slate-700',
].join(' ');

interface Airport {
  code: string;
  city: string;
  country: string;
}

const AIRPORTS: Airport[] = [
  { code: 'AMS', city: 'Amsterdam', country: 'Netherlands' },
  { code: 'CPT', city: 'Cape Town', country: 'South Africa' },
  { code: 'EZE', city: 'Buenos Aires', country: 'Argentina' },
  { code: 'HND', city: 'Tokyo', country: 'Japan' },
  { code: 'KIX', city: 'Osaka', country: 'Japan' },
  { code: 'LIS', city: 'Lisbon', country: 'Portugal' },
  { code: 'NBO', city: 'Nairobi', country: 'Kenya' },
  { code: 'NRT', city: 'Tokyo', country: 'Japan' },
  { code: 'OSL', city: 'Oslo', country: 'Norway' },
  { code: 'YUL', city: 'Montréal', country: 'Canada' },
];

export default function AutocompletePopper() {
  const [value, setValue] = React.useState<Airport | null>(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    id: 'airport-autocomplete',
    options: AIRPORTS,
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
    isOptionEqualToValue: (airport, selected) => airport.code === selected.code,
    value,
    onChange: (event, newValue) => setValue(newValue),
  });

  return (
    <div className="grid w-[280px] gap-1 text-sm">
      <label {...getInputLabelProps()}>Departure airport</label>
      <div
        {...getRootProps()}
        ref={setAnchorEl}
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
      </div>
      <span>{value ? `${value.city}, ${value.country}` : 'No airport chosen'}</span>
      <Popper
        open={popupOpen && groupedOptions.length > 0 && anchorEl !== null}
        anchorEl={anchorEl}
        placement="bottom-start"
        role={undefined}
        className="z-[1300]"
      >
        <ul {...getListboxProps()} className={listbox}>
          {(groupedOptions as Airport[]).map((airport, index) => {
            const { key, ...optionProps } = getOptionProps({ option: airport, index });
            return (
              <li key={key} {...optionProps} className={optionClass}>
                <span>{airport.city}</span>{' '}
                <span className="font-mono text-slate-600 dark:text-slate-300">{airport.code}</span>
              </li>
            );
          })}
        </ul>
      </Popper>
    </div>
  );
}
