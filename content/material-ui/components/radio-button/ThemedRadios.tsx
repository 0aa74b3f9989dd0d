import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withRadioDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiRadio: { defaultProps: { color: 'secondary', size: 'small' } },
    MuiFormLabel: { styleOverrides: { root: { fontWeight: 500 } } },
  },
});

export default function ThemedRadios() {
  return (
    <ThemeProvider theme={withRadioDefaults}>
      <FormControl>
        <FormLabel id="themed-radios-delivery">Delivery</FormLabel>
        <RadioGroup
          aria-labelledby="themed-radios-delivery"
          defaultValue="standard"
          name="delivery"
        >
          <FormControlLabel value="standard" control={<Radio />} label="Standard, 3–5 days" />
          <FormControlLabel value="express" control={<Radio />} label="Express, next day" />
          <FormControlLabel value="pickup" control={<Radio />} label="Pick up in store" />
        </RadioGroup>
      </FormControl>
    </ThemeProvider>
  );
}
