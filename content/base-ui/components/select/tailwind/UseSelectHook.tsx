import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';

const SIZES = [
  { value: 's', label: 'Small — 8 oz' },
  { value: 'm', label: 'Medium — 12 oz' },
  { value: 'l', label: 'Large — 16 oz' },
];

function CupOption({ value, label }: { value: string; label: string }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useOption({ value, label, disabled: false, rootRef: ref });
  return (
    <li
      {...getRootProps()}
      className={[
        'cursor-default rounded-md px-2 py-1.5 aria-selected:font-bold',
        highlighted ? 'bg-slate-200 dark:bg-slate-700' : '',
      ].join(' ')}
    >
      {label}
    </li>
  );
}

export default function UseSelectHook() {
  const listboxRef = React.useRef<HTMLUListElement>(null);
  const { getButtonProps, getListboxProps, contextValue, value, open } = useSelect<string, false>({
    listboxRef,
    defaultValue: 'm',
  });
  const chosen = SIZES.find((size) => size.value === value);
  return (
    <div className="relative grid w-[220px] gap-1 text-sm">
      <span id="cup-label">Cup size</span>
      <button
        type="button"
        {...getButtonProps()}
        aria-labelledby="cup-label cup-value"
        className="cursor-pointer rounded-lg border border-solid border-slate-300 bg-white px-3 py-2 text-start font-[inherit] text-inherit focus-visible:outline focus-visible:outline-[3px] focus-visible:outline-offset-1 focus-visible:outline-blue-300 dark:border-slate-600 dark:bg-slate-900"
      >
        <span id="cup-value">{chosen?.label ?? 'Choose a size'}</span>
      </button>
      <ul
        {...getListboxProps()}
        hidden={!open}
        aria-labelledby="cup-label"
        className="m-0 list-none rounded-lg border border-solid border-slate-200 p-1 dark:border-slate-700"
      >
        <SelectProvider value={contextValue}>
          {SIZES.map((size) => (
            <CupOption key={size.value} {...size} />
          ))}
        </SelectProvider>
      </ul>
    </div>
  );
}
