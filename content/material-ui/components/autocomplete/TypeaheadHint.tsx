import * as React from 'react';
import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';

const fonts = [
  'Arial',
  'Avenir',
  'Baskerville',
  'Bodoni',
  'Calibri',
  'Courier New',
  'Futura',
  'Garamond',
  'Georgia',
  'Gill Sans',
  'Helvetica',
  'Inter',
  'Lato',
  'Merriweather',
  'Optima',
  'Palatino',
  'Roboto',
  'Rockwell',
  'Tahoma',
  'Times New Roman',
  'Verdana',
];

// Match from the start, so the hint is always the first option of the list.
const filterOptions = createFilterOptions<string>({ matchFrom: 'start' });

export default function TypeaheadHint() {
  const [value, setValue] = React.useState<string | null>(null);
  const [inputValue, setInputValue] = React.useState('');
  // The arrow that points past the end of the text: → in left-to-right, ← in right-to-left.
  const rtl = useTheme().direction === 'rtl';
  const acceptKey = rtl ? 'ArrowLeft' : 'ArrowRight';

  const match =
    inputValue === ''
      ? undefined
      : fonts.find((font) => font.toLowerCase().startsWith(inputValue.toLowerCase()));
  const rest = match && match.length > inputValue.length ? match.slice(inputValue.length) : '';

  return (
    <Autocomplete
      options={fonts}
      filterOptions={filterOptions}
      value={value}
      onChange={(_event, next) => setValue(next)}
      inputValue={inputValue}
      onInputChange={(_event, next) => setInputValue(next)}
      onKeyDown={(event) => {
        const input = event.target as HTMLInputElement;
        // At the end of the text, the arrow takes the hint, like a browser's address bar.
        if (
          event.key === acceptKey &&
          match &&
          rest &&
          input.selectionStart === inputValue.length
        ) {
          event.preventDefault();
          setValue(match);
          setInputValue(match);
        }
      }}
      sx={{ maxWidth: 320 }}
      renderInput={(params) => (
        <Box sx={{ position: 'relative' }}>
          <TextField
            {...params}
            label="Font family"
            helperText={`Press ${rtl ? '←' : '→'} to accept the grey suggestion`}
          />
          {/* Drawn over the field at the same place as the text: the typed part is transparent. */}
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              top: 16.5,
              insetInlineStart: 14,
              typography: 'body1',
              lineHeight: '1.4375em',
              whiteSpace: 'pre',
              pointerEvents: 'none',
              color: 'text.disabled',
            }}
          >
            <Box component="span" sx={{ color: 'transparent' }}>
              {inputValue}
            </Box>
            {rest}
          </Box>
        </Box>
      )}
    />
  );
}
