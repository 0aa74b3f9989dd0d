import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import classes from './ControlledAutocomplete.module.css';

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
    <div className={classes.root}>
      <label {...getInputLabelProps()}>Office</label>
      <div {...getRootProps()} className={classes.field} data-focused={focused || undefined}>
        <input {...getInputProps()} className={classes.input} />
        {dirty ? (
          <button type="button" {...getClearProps()} aria-label="Clear" className={classes.clear}>
            ×
          </button>
        ) : null}
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
      <p className={classes.note}>
        value: {value ?? 'null'} · inputValue: “{inputValue}”
      </p>
    </div>
  );
}
