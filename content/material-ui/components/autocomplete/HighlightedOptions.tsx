import * as React from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

interface Airport {
  code: string;
  city: string;
  name: string;
}

const airports: Airport[] = [
  { code: 'GRU', city: 'São Paulo', name: 'Guarulhos International' },
  { code: 'CGH', city: 'São Paulo', name: 'Congonhas' },
  { code: 'BOG', city: 'Bogotá', name: 'El Dorado International' },
  { code: 'ZRH', city: 'Zürich', name: 'Zürich Airport' },
  { code: 'CPH', city: 'Copenhagen', name: 'Kastrup' },
  { code: 'ARN', city: 'Stockholm', name: 'Arlanda' },
  { code: 'NRT', city: 'Tokyo', name: 'Narita International' },
  { code: 'HND', city: 'Tokyo', name: 'Haneda' },
  { code: 'NBO', city: 'Nairobi', name: 'Jomo Kenyatta International' },
  { code: 'MEX', city: 'Mexico City', name: 'Benito Juárez International' },
];

const label = (airport: Airport) => `${airport.city} (${airport.code})`;

// The same comparison as the default filter: no case, no accents.
const fold = (char: string) =>
  char
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Splits `text` around the first match of `query`, ignoring case and accents. */
function splitMatch(text: string, query: string): [string, string, string] {
  const chars = Array.from(text);
  const folded = chars.map(fold);
  const needle = fold(query.trim());
  if (!needle || folded.some((char) => char.length !== 1)) {
    return [text, '', ''];
  }
  const start = folded.join('').indexOf(needle);
  if (start === -1) {
    return [text, '', ''];
  }
  const end = start + needle.length;
  return [
    chars.slice(0, start).join(''),
    chars.slice(start, end).join(''),
    chars.slice(end).join(''),
  ];
}

export default function HighlightedOptions() {
  return (
    <Autocomplete
      options={airports}
      getOptionLabel={label}
      autoHighlight
      sx={{ maxWidth: 360 }}
      renderInput={(params) => <TextField {...params} label="Flying from" />}
      renderOption={(props, option, { inputValue }) => {
        const { key, ...optionProps } = props;
        const [before, match, after] = splitMatch(label(option), inputValue);
        return (
          <li key={key} {...optionProps}>
            <div>
              {before}
              {match && (
                <Box
                  component="mark"
                  sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 'bold' }}
                >
                  {match}
                </Box>
              )}
              {after}{' '}
              <Box
                component="span"
                sx={{ display: 'block', typography: 'body2', color: 'text.secondary' }}
              >
                {option.name}
              </Box>
            </div>
          </li>
        );
      }}
    />
  );
}
