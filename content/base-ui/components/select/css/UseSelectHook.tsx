import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import classes from './UseSelectHook.module.css';

const SIZES = [
  { value: 's', label: 'Small — 8 oz' },
  { value: 'm', label: 'Medium — 12 oz' },
  { value: 'l', label: 'Large — 16 oz' },
];

function CupOption({ value, label }: { value: string; label: string }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useOption({ value, label, disabled: false, rootRef: ref });
  return (
    <li {...getRootProps()} className={classes.option} data-highlighted={highlighted || undefined}>
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
    <div className={classes.root}>
      <span id="cup-label">Cup size</span>
      <button
        type="button"
        {...getButtonProps()}
        aria-labelledby="cup-label cup-value"
        className={classes.button}
      >
        <span id="cup-value">{chosen?.label ?? 'Choose a size'}</span>
      </button>
      <ul
        {...getListboxProps()}
        hidden={!open}
        aria-labelledby="cup-label"
        className={classes.listbox}
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
