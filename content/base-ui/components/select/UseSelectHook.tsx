import * as React from 'react';
import { useSelect, SelectProvider } from '@mui/base/useSelect';
import { useOption } from '@mui/base/useOption';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gap: 4,
  width: 220,
  fontSize: '0.875rem',
  '& button': {
    padding: '8px 12px',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    font: 'inherit',
    textAlign: 'start',
    color: 'inherit',
    backgroundColor: '#fff',
    cursor: 'pointer',
    '&:focus-visible': { outline: '3px solid #8aaeff', outlineOffset: 1 },
    ...theme.applyStyles('dark', { backgroundColor: '#171a21', borderColor: '#4b5565' }),
  },
  '& ul': {
    margin: 0,
    padding: 4,
    listStyle: 'none',
    borderRadius: 8,
    border: '1px solid #dadee6',
    ...theme.applyStyles('dark', { borderColor: '#3d4452' }),
  },
  '& li': { padding: '6px 8px', borderRadius: 6, cursor: 'default' },
  '& li[data-highlighted]': {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  '& li[aria-selected="true"]': { fontWeight: 700 },
}));

const SIZES = [
  { value: 's', label: 'Small — 8 oz' },
  { value: 'm', label: 'Medium — 12 oz' },
  { value: 'l', label: 'Large — 16 oz' },
];

function CupOption({ value, label }: { value: string; label: string }) {
  const ref = React.useRef<HTMLLIElement>(null);
  const { getRootProps, highlighted } = useOption({ value, label, disabled: false, rootRef: ref });
  return (
    <li {...getRootProps()} data-highlighted={highlighted || undefined}>
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
    <Root>
      <span id="cup-label">Cup size</span>
      <button type="button" {...getButtonProps()} aria-labelledby="cup-label cup-value">
        <span id="cup-value">{chosen?.label ?? 'Choose a size'}</span>
      </button>
      <ul {...getListboxProps()} hidden={!open} aria-labelledby="cup-label">
        <SelectProvider value={contextValue}>
          {SIZES.map((size) => (
            <CupOption key={size.value} {...size} />
          ))}
        </SelectProvider>
      </ul>
    </Root>
  );
}
