import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import classes from './MultipleAutocomplete.module.css';

const PEOPLE = [
  'Amara Okafor',
  'Björn Lindqvist',
  'Chen Wei',
  'Dolores Ruiz',
  'Emeka Nwosu',
  'Farah Haddad',
  'Giulia Conti',
  'Hiroshi Tanaka',
];

export default function MultipleAutocomplete() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getTagProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    value,
    setAnchorEl,
  } = useAutocomplete({
    id: 'invite-autocomplete',
    multiple: true,
    options: PEOPLE,
    defaultValue: ['Chen Wei', 'Giulia Conti'],
    disableCloseOnSelect: true,
  });

  return (
    <div className={classes.root}>
      <label {...getInputLabelProps()}>Invite teammates</label>
      {/* The root holds the tags: its key handler moves between them, and setAnchorEl lets the
          hook find them by their data-tag-index. */}
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className={classes.field}
        data-focused={focused || undefined}
      >
        {value.map((person, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span key={key} {...tagProps} className={classes.tag}>
              {person}
              <button
                type="button"
                tabIndex={-1}
                className={classes.remove}
                aria-label={`Remove ${person}`}
                onClick={onDelete}
              >
                ×
              </button>
            </span>
          );
        })}
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
