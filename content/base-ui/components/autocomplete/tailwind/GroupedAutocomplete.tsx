import * as React from 'react';
import { useAutocomplete, type AutocompleteGroupedOption } from '@mui/base/useAutocomplete';

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
    <div className="relative grid w-[260px] gap-1 text-sm">
      <label {...getInputLabelProps()}>Heading font</label>
      <div
        {...getRootProps()}
        className="flex rounded-lg border border-solid border-[#c2c8d3] bg-white data-[focused]:border-[#2d57d6] data-[focused]:shadow-[0_0_0_3px_#8aaeff] dark:border-[#4b5565] dark:bg-[#171a21] dark:data-[focused]:border-[#2d57d6]"
        data-focused={focused || undefined}
      >
        <input
          {...getInputProps()}
          className="min-w-0 flex-1 border-0 bg-transparent px-3 py-2 text-sm text-inherit outline-0 [font-family:inherit]"
        />
      </div>
      {popupOpen && groups.length > 0 ? (
        <ul
          {...getListboxProps()}
          className="absolute inset-x-0 top-full z-[1] m-0 mt-1 max-h-[220px] list-none overflow-auto rounded-lg border border-solid border-[#dadee6] bg-white p-1 shadow-[0_4px_16px_rgb(0_0_0/0.12)] dark:border-[#3d4452] dark:bg-[#1f232b]"
        >
          {groups.map((group) => (
            <li key={group.key} role="group" aria-labelledby={`font-group-${group.key}`}>
              <span
                id={`font-group-${group.key}`}
                className="block px-2 pb-0.5 pt-1.5 text-xs font-bold uppercase tracking-[0.04em] text-[#5b6374] dark:text-[#9aa2b1]"
              >
                {group.group}
              </span>
              <ul className="m-0 list-none p-0" role="presentation">
                {group.options.map((font, indexInGroup) => {
                  // The option's index counts across groups: the group's first index plus its place.
                  const { key, ...optionProps } = getOptionProps({
                    option: font,
                    index: group.index + indexInGroup,
                  });
                  return (
                    <li
                      key={key}
                      {...optionProps}
                      className="cursor-default rounded-md px-2 py-1.5 aria-selected:font-bold [&.Mui-focused]:bg-[#e8ecf2] dark:[&.Mui-focused]:bg-[#2f3540]"
                    >
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
