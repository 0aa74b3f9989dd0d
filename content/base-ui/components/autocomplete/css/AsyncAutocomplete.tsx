import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import classes from './AsyncAutocomplete.module.css';

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
    <div className={classes.root}>
      <label {...getInputLabelProps()}>Departure airport</label>
      <div {...getRootProps()} className={classes.field} data-focused={focused || undefined}>
        <input {...getInputProps()} className={classes.input} />
      </div>
      {loading ? (
        // aria-busy: the list is there but its options are still on their way.
        <ul {...getListboxProps()} aria-busy className={classes.listbox}>
          <li role="presentation" aria-live="polite" className={classes.loading}>
            Loading airports…
          </li>
        </ul>
      ) : null}
      {popupOpen && groupedOptions.length > 0 ? (
        <ul {...getListboxProps()} className={classes.listbox}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps} className={classes.option}>
                {option}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
