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

// Stands in for a server: the list arrives a moment after the field opens.
const AIRPORTS = [
  'Auckland (AKL)',
  'Bogotá (BOG)',
  'Casablanca (CMN)',
  'Dublin (DUB)',
  'Hanoi (HAN)',
];

function fetchAirports(): Promise<string[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve(AIRPORTS), 700);
  });
}

export default function AsyncAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);

  // Load once, the first time the list opens.
  React.useEffect(() => {
    if (!open || options.length > 0) {
      return undefined;
    }
    let active = true;
    fetchAirports().then((result) => {
      if (active) {
        setOptions(result);
      }
    });
    return () => {
      active = false;
    };
  }, [open, options.length]);

  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
  } = useAutocomplete({
    id: 'departure-airport-autocomplete',
    options,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  });
  const loading = open && options.length === 0;
  return (
    <div className="relative grid w-[260px] gap-1 text-sm">
      <label {...getInputLabelProps()}>Departure airport</label>
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
      </div>
      {loading ? (
        // aria-busy: the list is there but its options are still on their way.
        <ul {...getListboxProps()} aria-busy className={listbox}>
          <li
            role="presentation"
            aria-live="polite"
            className="px-2 py-1.5 text-[#5b6374] dark:text-[#9aa2b1]"
          >
            Loading airports…
          </li>
        </ul>
      ) : null}
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
    </div>
  );
}
