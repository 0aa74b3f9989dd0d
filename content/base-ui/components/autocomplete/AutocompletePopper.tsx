import * as React from 'react';
import { useAutocomplete } from '@mui/base/useAutocomplete';
import { Popper } from '@mui/base/Popper';
import { styled } from '@mui/system';

const Root = styled('div')({ display: 'grid', gap: 4, width: 280, fontSize: '0.875rem' });

const Field = styled('div')(({ theme }) => ({
  display: 'flex',
  borderRadius: 8,
  border: '1px solid #c2c8d3',
  backgroundColor: '#fff',
  '&[data-focused]': { borderColor: '#2d57d6', boxShadow: '0 0 0 3px #8aaeff' },
  ...theme.applyStyles('dark', {
    borderColor: '#4b5565',
    backgroundColor: '#171a21',
    '&[data-focused]': { borderColor: '#2d57d6' },
  }),
}));

const Input = styled('input')({
  flex: 1,
  minWidth: 0,
  padding: '8px 12px',
  border: 0,
  outline: 0,
  font: 'inherit',
  color: 'inherit',
  background: 'none',
});

const Listbox = styled('ul')(({ theme }) => ({
  width: 280,
  boxSizing: 'border-box',
  maxHeight: 220,
  overflow: 'auto',
  margin: '4px 0',
  padding: 4,
  listStyle: 'none',
  borderRadius: 8,
  border: '1px solid #dadee6',
  backgroundColor: '#fff',
  color: '#171a21',
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.12)',
  fontSize: '0.875rem',
  ...theme.applyStyles('dark', {
    borderColor: '#3d4452',
    backgroundColor: '#1f232b',
    color: '#f6f7f9',
  }),
}));

const Option = styled('li')(({ theme }) => ({
  display: 'flex',
  justifyContent: 'space-between',
  gap: 8,
  padding: '6px 8px',
  borderRadius: 6,
  cursor: 'default',
  '&.Mui-focused': {
    backgroundColor: '#e8ecf2',
    ...theme.applyStyles('dark', { backgroundColor: '#2f3540' }),
  },
  '&[aria-selected="true"]': { fontWeight: 700 },
}));

const Code = styled('span')(({ theme }) => ({
  fontFamily: 'ui-monospace, monospace',
  color: '#4b5565',
  ...theme.applyStyles('dark', { color: '#c2c8d3' }),
}));

interface Airport {
  code: string;
  city: string;
  country: string;
}

const AIRPORTS: Airport[] = [
  { code: 'AMS', city: 'Amsterdam', country: 'Netherlands' },
  { code: 'CPT', city: 'Cape Town', country: 'South Africa' },
  { code: 'EZE', city: 'Buenos Aires', country: 'Argentina' },
  { code: 'HND', city: 'Tokyo', country: 'Japan' },
  { code: 'KIX', city: 'Osaka', country: 'Japan' },
  { code: 'LIS', city: 'Lisbon', country: 'Portugal' },
  { code: 'NBO', city: 'Nairobi', country: 'Kenya' },
  { code: 'NRT', city: 'Tokyo', country: 'Japan' },
  { code: 'OSL', city: 'Oslo', country: 'Norway' },
  { code: 'YUL', city: 'Montréal', country: 'Canada' },
];

export default function AutocompletePopper() {
  const [value, setValue] = React.useState<Airport | null>(null);
  const {
    getRootProps,
    getInputLabelProps,
    getInputProps,
    getListboxProps,
    getOptionProps,
    groupedOptions,
    popupOpen,
    focused,
    anchorEl,
    setAnchorEl,
  } = useAutocomplete({
    id: 'airport-autocomplete',
    options: AIRPORTS,
    getOptionLabel: (airport) => `${airport.city} (${airport.code})`,
    isOptionEqualToValue: (airport, selected) => airport.code === selected.code,
    value,
    onChange: (event, newValue) => setValue(newValue),
  });

  return (
    <Root>
      <label {...getInputLabelProps()}>Departure airport</label>
      <Field {...getRootProps()} ref={setAnchorEl} data-focused={focused || undefined}>
        <Input {...getInputProps()} />
      </Field>
      <span>{value ? `${value.city}, ${value.country}` : 'No airport chosen'}</span>
      <Popper
        open={popupOpen && groupedOptions.length > 0 && anchorEl !== null}
        anchorEl={anchorEl}
        placement="bottom-start"
        role={undefined}
        style={{ zIndex: 1300 }}
      >
        <Listbox {...getListboxProps()}>
          {(groupedOptions as Airport[]).map((airport, index) => {
            const { key, ...optionProps } = getOptionProps({ option: airport, index });
            return (
              <Option key={key} {...optionProps}>
                <span>{airport.city}</span> <Code>{airport.code}</Code>
              </Option>
            );
          })}
        </Listbox>
      </Popper>
    </Root>
  );
}
