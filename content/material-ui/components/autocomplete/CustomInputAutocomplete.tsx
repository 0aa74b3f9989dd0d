import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';

const languages = [
  'Arabic',
  'Dutch',
  'English',
  'French',
  'German',
  'Hindi',
  'Japanese',
  'Korean',
  'Polish',
  'Portuguese',
  'Spanish',
  'Swahili',
  'Turkish',
];

export default function CustomInputAutocomplete() {
  return (
    <Box sx={{ display: 'grid', gap: 0.5, width: 240 }}>
      <Box component="label" htmlFor="subtitle-language" sx={{ typography: 'body2' }}>
        Subtitle language
      </Box>
      <Autocomplete
        id="subtitle-language"
        options={languages}
        renderInput={(params) => (
          // Only the ref and the input props are needed: no TextField, no Material styles.
          <div ref={params.InputProps.ref}>
            <Box
              component="input"
              type="text"
              {...params.inputProps}
              sx={{
                width: '100%',
                boxSizing: 'border-box',
                paddingInline: 1,
                paddingBlock: 0.75,
                font: 'inherit',
                color: 'text.primary',
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 1,
                '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
              }}
            />
          </div>
        )}
      />
    </Box>
  );
}
