import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import classes from './BasicAutocomplete.module.css';

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

export default function BasicAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
  } = useAutocomplete({ id: 'city-autocomplete', options: CITIES });
  return (
    <div className={classes.root}>
      <label {...getInputLabelProps()}>Destination</label>
      <div {...getRootProps()} className={classes.field} data-focused={focused || undefined}>
        <input {...getInputProps()} className={classes.input} />
      </div>
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
