import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withFieldDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTextField: {
      defaultProps: { variant: 'filled', size: 'small', fullWidth: true },
    },
  },
});

export default function ThemedTextFields() {
  return (
    <ThemeProvider theme={withFieldDefaults}>
      {/* Filled, small and full width, none of it set on the fields themselves. */}
      <Stack spacing={2} sx={{ maxWidth: 360 }}>
        <TextField label="Payee" />
        <TextField
          label="Amount"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Stack>
    </ThemeProvider>
  );
}
