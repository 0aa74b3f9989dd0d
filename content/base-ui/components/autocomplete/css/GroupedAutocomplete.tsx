import * as React from 'react';
import { useAutocomplete, type AutocompleteGroupedOption } from '@mui/base/useAutocomplete';
import classes from './GroupedAutocomplete.module.css';

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
    <div className={classes.root}>
      <label {...getInputLabelProps()}>Heading font</label>
      <div {...getRootProps()} className={classes.field} data-focused={focused || undefined}>
        <input {...getInputProps()} className={classes.input} />
      </div>
      {popupOpen && groups.length > 0 ? (
        <ul {...getListboxProps()} className={classes.listbox}>
          {groups.map((group) => (
            <li key={group.key} role="group" aria-labelledby={`font-group-${group.key}`}>
              <span id={`font-group-${group.key}`} className={classes.header}>
                {group.group}
              </span>
              <ul className={classes.options} role="presentation">
                {group.options.map((font, indexInGroup) => {
                  // The option's index counts across groups: the group's first index plus its place.
                  const { key, ...optionProps } = getOptionProps({
                    option: font,
                    index: group.index + indexInGroup,
                  });
                  return (
                    <li key={key} {...optionProps} className={classes.option}>
                      {font.name}
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
