import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

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

const Styles = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gap: 4,
  width: 320,
  fontSize: '0.875rem',
  '& .field': {
    display: 'flex',
    flexWrap: 'wrap',
    gap: 4,
    padding: 4,
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
  },
  '& .field[data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& .tag': {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 2,
    paddingInlineStart: 8,
    borderRadius: 6,
    backgroundColor: '#e6edff',
    color: '#1f3fa8',
    outline: 0,
  },
  '& .tag:focus': { boxShadow: '0 0 0 2px #2d57d6' },
  '& .remove': {
    display: 'inline-grid',
    placeItems: 'center',
    width: 22,
    height: 22,
    padding: 0,
    border: 0,
    borderRadius: 6,
    fontSize: '1rem',
    lineHeight: 1,
    color: 'inherit',
    backgroundColor: 'transparent',
    cursor: 'pointer',
  },
  '& .input': {
    flex: 1,
    minWidth: 80,
    padding: '4px 6px',
    border: 0,
    outline: 0,
    fontFamily: 'inherit',
    fontSize: '0.875rem',
    color: 'inherit',
    background: 'none',
  },
  '& .listbox': {
    position: 'absolute',
    top: '100%',
    insetInline: 0,
    zIndex: 1,
    maxHeight: 200,
    overflow: 'auto',
    margin: '4px 0 0',
    padding: 4,
    listStyle: 'none',
    borderRadius: 8,
    border: '1px solid #dadee6',
    backgroundColor: '#fff',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  },
  '& .option': { padding: '6px 8px', borderRadius: 6, cursor: 'default' },
  '& .option.Mui-focused': { backgroundColor: '#e8ecf2' },
  "& .option[aria-selected='true']": { fontWeight: 700 },
  "& .option[aria-selected='true']::after": { content: '" ✓"' },
  ...theme.applyStyles('dark', {
    '& .field': { borderColor: '#4b5565', backgroundColor: '#171a21' },
    '& .tag': { backgroundColor: '#1c2540', color: '#b5caff' },
    '& .tag:focus': { boxShadow: '0 0 0 2px #8aaeff' },
    '& .listbox': { borderColor: '#3d4452', backgroundColor: '#1f232b' },
    '& .option.Mui-focused': { backgroundColor: '#2f3540' },
  }),
}));

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
    <Styles>
      <label {...getInputLabelProps()}>Invite teammates</label>
      {/* The root holds the tags: its key handler moves between them, and setAnchorEl lets the
          hook find them by their data-tag-index. */}
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className="field"
        data-focused={focused || undefined}
      >
        {value.map((person, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span key={key} {...tagProps} className="tag">
              {person}
              <button
                type="button"
                tabIndex={-1}
                className="remove"
                aria-label={`Remove ${person}`}
                onClick={onDelete}
              >
                ×
              </button>
            </span>
          );
        })}
        <input {...getInputProps()} className="input" />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <ul {...getListboxProps()} className="listbox">
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps} className="option">
                {option}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Styles>
  );
}
