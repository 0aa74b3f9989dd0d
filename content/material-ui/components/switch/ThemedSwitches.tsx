import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withSwitchDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiSwitch: {
      defaultProps: { color: 'success', size: 'small' },
    },
    MuiFormControlLabel: {
      styleOverrides: { root: { gap: 4 } },
    },
  },
});

export default function ThemedSwitches() {
  return (
    <ThemeProvider theme={withSwitchDefaults}>
      <FormGroup>
        <FormControlLabel control={<Switch defaultChecked />} label="Wi-Fi" />
        <FormControlLabel control={<Switch />} label="Bluetooth" />
        <FormControlLabel control={<Switch defaultChecked />} label="Location" />
      </FormGroup>
    </ThemeProvider>
  );
}
