import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withAutocompleteDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiAutocomplete: {
      defaultProps: {
        noOptionsText: 'Nothing matches. Try another spelling.',
        clearText: 'Clear the field',
        autoHighlight: true,
        slotProps: { paper: { elevation: 4 } },
      },
    },
  },
});

const stations = [
  'Amsterdam Centraal',
  'Antwerpen-Centraal',
  'Bruxelles-Midi',
  'Köln Hbf',
  'Lille Europe',
];

// Type "xyz" to read the reworded "no options" text; pick a station and hover the clear button.
export default function ThemedAutocompleteTexts() {
  return (
    <ThemeProvider theme={withAutocompleteDefaults}>
      <Autocomplete
        options={stations}
        sx={{ maxWidth: 320 }}
        renderInput={(params) => <TextField {...params} label="Departure station" />}
      />
    </ThemeProvider>
  );
}
