import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';

interface Country {
  /** ISO 3166-1 alpha-2 code. */
  code: string;
  name: string;
  /** International dialling code, without the plus sign. */
  dial: string;
}

const countries: readonly Country[] = [
  { code: 'AR', name: 'Argentina', dial: '54' },
  { code: 'AU', name: 'Australia', dial: '61' },
  { code: 'BR', name: 'Brazil', dial: '55' },
  { code: 'CA', name: 'Canada', dial: '1' },
  { code: 'CL', name: 'Chile', dial: '56' },
  { code: 'DK', name: 'Denmark', dial: '45' },
  { code: 'EG', name: 'Egypt', dial: '20' },
  { code: 'FI', name: 'Finland', dial: '358' },
  { code: 'GH', name: 'Ghana', dial: '233' },
  { code: 'IN', name: 'India', dial: '91' },
  { code: 'IE', name: 'Ireland', dial: '353' },
  { code: 'JP', name: 'Japan', dial: '81' },
  { code: 'MX', name: 'Mexico', dial: '52' },
  { code: 'MA', name: 'Morocco', dial: '212' },
  { code: 'NZ', name: 'New Zealand', dial: '64' },
  { code: 'NO', name: 'Norway', dial: '47' },
  { code: 'PT', name: 'Portugal', dial: '351' },
  { code: 'KR', name: 'South Korea', dial: '82' },
  { code: 'SE', name: 'Sweden', dial: '46' },
  { code: 'VN', name: 'Vietnam', dial: '84' },
];

/** Two regional indicator symbols make a flag emoji: "PT" → 🇵🇹. */
function flagOf(code: string) {
  return String.fromCodePoint(...[...code].map((letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

// Match the name, the code ("se") or the dialling code ("+46").
const filterOptions = createFilterOptions<Country>({
  stringify: (country) => `${country.name} ${country.code} +${country.dial}`,
});

export default function CountrySelect() {
  const [country, setCountry] = React.useState<Country | null>(null);

  return (
    <Autocomplete
      sx={{ width: '100%', maxWidth: 320 }}
      options={countries}
      value={country}
      onChange={(_event, newValue) => setCountry(newValue)}
      autoHighlight
      filterOptions={filterOptions}
      getOptionLabel={(option) => option.name}
      renderOption={(props, option) => {
        const { key, ...optionProps } = props;
        return (
          <Box component="li" key={key} {...optionProps} sx={{ gap: 1.5 }}>
            <span aria-hidden="true">{flagOf(option.code)}</span>
            <span>{option.name}</span>
            <Box component="span" sx={{ marginInlineStart: 'auto', color: 'text.secondary' }}>
              {option.code} +{option.dial}
            </Box>
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Country"
          slotProps={{
            input: {
              ...params.InputProps,
              startAdornment: country ? (
                <InputAdornment position="start" aria-hidden="true">
                  {flagOf(country.code)}
                </InputAdornment>
              ) : null,
            },
            htmlInput: { ...params.inputProps, autoComplete: 'new-password' },
          }}
        />
      )}
    />
  );
}
