import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { styled } from '@mui/system';

const Root = styled('div')(({ theme }) => ({
  position: 'relative',
  display: 'grid',
  gap: 4,
  width: 260,
  fontSize: '0.875rem',
  '& [data-field]': {
    display: 'flex',
    borderRadius: 8,
    border: '1px solid #c2c8d3',
    backgroundColor: '#fff',
    ...theme.applyStyles('dark', { borderColor: '#4b5565', backgroundColor: '#171a21' }),
  },
  '& [data-field][data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  '& input': {
    flex: 1,
    minWidth: 0,
    padding: '8px 12px',
    border: 0,
    outline: 0,
    font: 'inherit',
    color: 'inherit',
    background: 'none',
  },
  '& button': { border: 0, background: 'none', color: 'inherit', cursor: 'pointer' },
  '& ul': {
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
    ...theme.applyStyles('dark', { borderColor: '#3d4452', backgroundColor: '#1f232b' }),
  },
  '& li': { padding: '6px 8px', borderRadius: 6, cursor: 'default' },
  '& li.Mui-focused': {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  '& li[aria-selected="true"]': { fontWeight: 700 },
  '& li[data-loading]': { color: '#5b6374', ...theme.applyStyles('dark', { color: '#9aa2b1' }) },
}));

// Stands in for a server: the list arrives a moment after the field opens.
const AIRPORTS = [
  'Auckland (AKL)',
  'Bogotá (BOG)',
  'Casablanca (CMN)',
  'Dublin (DUB)',
  'Hanoi (HAN)',
];

function fetchAirports(): Promise<string[]> {
  return new Promise((resolve) => {
    window.setTimeout(() => resolve(AIRPORTS), 700);
  });
}

export default function AsyncAutocomplete() {
  const [open, setOpen] = React.useState(false);
  const [options, setOptions] = React.useState<string[]>([]);

  // Load once, the first time the list opens.
  React.useEffect(() => {
    if (!open || options.length > 0) {
      return undefined;
    }
    let active = true;
    fetchAirports().then((result) => {
      if (active) {
        setOptions(result);
      }
    });
    return () => {
      active = false;
    };
  }, [open, options.length]);

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
    id: 'departure-airport-autocomplete',
    options,
    open,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
  });
  const loading = open && options.length === 0;
  return (
    <Root>
      <label {...getInputLabelProps()}>Departure airport</label>
      <div {...getRootProps()} data-field data-focused={focused || undefined}>
        <input {...getInputProps()} />
      </div>
      {loading ? (
        // aria-busy: the list is there but its options are still on their way.
        <ul {...getListboxProps()} aria-busy>
          <li role="presentation" aria-live="polite" data-loading>
            Loading airports…
          </li>
        </ul>
      ) : null}
      {popupOpen && groupedOptions.length > 0 ? (
        <ul {...getListboxProps()}>
          {(groupedOptions as string[]).map((option, index) => {
            const { key, ...optionProps } = getOptionProps({ option, index });
            return (
              <li key={key} {...optionProps}>
                {option}
              </li>
            );
          })}
        </ul>
      ) : null}
    </Root>
  );
}
