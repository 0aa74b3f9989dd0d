import * as React from 'react';
import { useAutocomplete, type AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

interface Font {
  name: string;
  family: 'Serif' | 'Sans serif' | 'Monospace';
}

// groupBy needs the options sorted by group: each group is one run of neighbours.
const FONTS: Font[] = [
  { name: 'Georgia', family: 'Serif' },
  { name: 'Merriweather', family: 'Serif' },
  { name: 'Playfair Display', family: 'Serif' },
  { name: 'Inter', family: 'Sans serif' },
  { name: 'Lato', family: 'Sans serif' },
  { name: 'Source Sans 3', family: 'Sans serif' },
  { name: 'Fira Code', family: 'Monospace' },
  { name: 'JetBrains Mono', family: 'Monospace' },
];

const Styles = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gap: 4,
  width: 260,
  fontSize: '0.875rem',
  '& .field': {
    display: 'flex',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
  },
  '& .field[data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& .input': {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
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
    maxHeight: 220,
    overflow: 'auto',
    margin: '4px 0 0',
    padding: 4,
    listStyle: 'none',
    borderRadius: 8,
    border: '1px solid #dadee6',
    backgroundColor: '#fff',
    boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  },
  '& .header': {
    display: 'block',
    padding: '6px 8px 2px',
    fontSize: '0.75rem',
    fontWeight: 700,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    color: '#5b6374',
  },
  '& .options': { margin: 0, padding: 0, listStyle: 'none' },
  '& .option': { padding: '6px 8px', borderRadius: 6, cursor: 'default' },
  '& .option.Mui-focused': { backgroundColor: '#e8ecf2' },
  "& .option[aria-selected='true']": { fontWeight: 700 },
  ...theme.applyStyles('dark', {
    '& .field': { borderColor: '#4b5565', backgroundColor: '#171a21' },
    '& .listbox': { borderColor: '#3d4452', backgroundColor: '#1f232b' },
    '& .header': { color: '#9aa2b1' },
    '& .option.Mui-focused': { backgroundColor: '#2f3540' },
  }),
}));

export default function GroupedAutocomplete() {
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
    id: 'font-autocomplete',
    options: FONTS,
    getOptionLabel: (font) => font.name,
    groupBy: (font) => font.family,
  });
  // With groupBy, groupedOptions holds one entry per group, each with its options.
  const groups = groupedOptions as AutocompleteGroupedOption<Font>[];

  return (
    <Styles>
      <label {...getInputLabelProps()}>Heading font</label>
      <div {...getRootProps()} className="field" data-focused={focused || undefined}>
        <input {...getInputProps()} className="input" />
      </div>
      {popupOpen && groups.length > 0 ? (
        <ul {...getListboxProps()} className="listbox">
          {groups.map((group) => (
            <li key={group.key} role="group" aria-labelledby={`font-group-${group.key}`}>
              <span id={`font-group-${group.key}`} className="header">
                {group.group}
              </span>
              <ul className="options" role="presentation">
                {group.options.map((font, indexInGroup) => {
                  // The option's index counts across groups: the group's first index plus its place.
                  const { key, ...optionProps } = getOptionProps({
                    option: font,
                    index: group.index + indexInGroup,
                  });
                  return (
                    <li key={key} {...optionProps} className="option">
                      {font.name}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </Styles>
  );
}
