import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';

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
    <div className="relative grid w-[320px] gap-1 text-sm">
      <label {...getInputLabelProps()}>Invite teammates</label>
      {/* The root holds the tags: its key handler moves between them, and setAnchorEl lets the
          hook find them by their data-tag-index. */}
      <div
        {...getRootProps()}
        ref={setAnchorEl}
        className="flex flex-wrap gap-1 rounded-lg border border-solid border-[#c2c8d3] bg-white p-1 data-[focused]:border-[#2d57d6] data-[focused]:shadow-[0_0_0_3px_#8aaeff] dark:border-[#4b5565] dark:bg-[#171a21]"
        data-focused={focused || undefined}
      >
        {value.map((person, index) => {
          const { key, onDelete, ...tagProps } = getTagProps({ index });
          return (
            <span
              key={key}
              {...tagProps}
              className="inline-flex items-center gap-0.5 rounded-md bg-[#e6edff] ps-2 text-[#1f3fa8] outline-0 focus:shadow-[0_0_0_2px_#2d57d6] dark:bg-[#1c2540] dark:text-[#b5caff] dark:focus:shadow-[0_0_0_2px_#8aaeff]"
            >
              {person}
              <button
                type="button"
                tabIndex={-1}
                className="inline-grid h-[22px] w-[22px] cursor-pointer place-items-center rounded-md border-0 bg-transparent p-0 text-base leading-none text-inherit"
                aria-label={`Remove ${person}`}
                onClick={onDelete}
              >
                ×
              </button>
            </span>
          );
        })}
        <input
          {...getInputProps()}
          className="min-w-[80px] flex-1 border-0 bg-transparent px-1.5 py-1 text-sm text-inherit outline-0 [font-family:inherit]"
        />
      </div>
      {popupOpen && groupedOptions.length > 0 ? (
        <ul
          {...getListboxProps()}
          className="absolute inset-x-0 top-full z-[1] m-0 mt-1 max-h-[200px] list-none overflow-auto rounded-lg border border-solid border-[#dadee6] bg-white p-1 shadow-[0_4px_16px_rgb(0_0_0/0.12)] dark:border-[#3d4452] dark:bg-[#1f232b]"
        >
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li
                key={key}
                {...optionProps}
                className="cursor-default rounded-md px-2 py-1.5 aria-selected:font-bold aria-selected:after:content-['_✓'] [&.Mui-focused]:bg-[#e8ecf2] dark:[&.Mui-focused]:bg-[#2f3540]"
              >
                {option}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
