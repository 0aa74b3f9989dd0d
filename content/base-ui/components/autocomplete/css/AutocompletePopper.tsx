import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import classes from './AutocompletePopper.module.css';

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
    <div className={classes.root}>
      <label {...getInputLabelProps()}>Departure airport</label>
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        data-focused={focused || undefined}
        className={classes.field}
      >
        <input {...getInputProps()} className={classes.input} />
      </div>
      <span>{value ? `${value.city}, ${value.country}` : 'No airport chosen'}</span>
      <Popper
        open={popupOpen && groupedOptions.length > 0 && anchorEl !== null}
        anchorEl={anchorEl}
        placement="bottom-start"
        role={undefined}
        className={classes.popper}
      >
        <ul {...getListboxProps()} className={classes.listbox}>
          {(groupedOptions as Airport[]).map((airport, index) => {
            const { key, ...optionProps } = getOptionProps({ option: airport, index });
            return (
              <li key={key} {...optionProps} className={classes.option}>
                <span>{airport.city}</span> <span className={classes.code}>{airport.code}</span>
              </li>
            );
          })}
        </ul>
      </Popper>
    </div>
  );
}
