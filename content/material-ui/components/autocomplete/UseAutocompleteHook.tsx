import * as React from 'react';
import useAutocomplete from '@mui/material/useAutocomplete';
import { styled } from '@mui/material/styles';

const languages = [
  'Amharic',
  'Bengali',
  'Catalan',
  'Dutch',
  'Estonian',
  'Finnish',
  'Gujarati',
  'Hausa',
  'Icelandic',
  'Javanese',
  'Korean',
  'Latvian',
  'Malay',
  'Nepali',
  'Oromo',
  'Polish',
];

const Label = styled('label')(({ theme }) => ({
  display: 'block',
  marginBlockEnd: theme.spacing(0.5),
  ...theme.typography.body2,
  fontWeight: 500,
}));

const Input = styled('input')(({ theme }) => ({
  width: '100%',
  boxSizing: 'border-box',
  padding: theme.spacing(1, 1.5),
  font: 'inherit',
  color: (theme.vars ?? theme).palette.text.primary,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  '&:focus': {
    outline: `2px solid ${(theme.vars ?? theme).palette.primary.main}`,
    outlineOffset: 1,
  },
}));

const Listbox = styled('ul')(({ theme }) => ({
  margin: 0,
  marginBlockStart: 4,
  padding: 4,
  listStyle: 'none',
  maxHeight: 200,
  overflow: 'auto',
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  borderRadius: 8,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
  '& li': { padding: theme.spacing(0.75, 1), borderRadius: 4, cursor: 'default' },
  // The hook marks the highlighted option with the `Mui-focused` class.
  '& li.Mui-focused': { backgroundColor: (theme.vars ?? theme).palette.action.hover },
  '& li[aria-selected="true"]': { fontWeight: 600 },
}));

export default function UseAutocompleteHook() {
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    value,
  } = useAutocomplete({ id: 'spoken-language', options: languages });

  return (
    <div style={{ width: '100%', maxWidth: 280 }}>
      <div {...getRootProps()}>
        <Label {...getInputLabelProps()}>Spoken language</Label>
        <Input {...getInputProps()} />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <Listbox {...getListboxProps()}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </Listbox>
      ) : null}
      <p style={{ marginBlockEnd: 0 }}>Chosen: {value ?? 'none'}</p>
    </div>
  );
}
