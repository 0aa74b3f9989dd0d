import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import CheckBoxOutlineBlankRoundedIcon from '@mui/icons-material/CheckBoxOutlineBlankRounded';
import CheckBoxRoundedIcon from '@mui/icons-material/CheckBoxRounded';
import IndeterminateCheckBoxRoundedIcon from '@mui/icons-material/IndeterminateCheckBoxRounded';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withCheckboxDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiCheckbox: {
      defaultProps: {
        icon: <CheckBoxOutlineBlankRoundedIcon />,
        checkedIcon: <CheckBoxRoundedIcon />,
        indeterminateIcon: <IndeterminateCheckBoxRoundedIcon />,
      },
    },
  },
});

export default function ThemedCheckboxes() {
  return (
    <ThemeProvider theme={withCheckboxDefaults}>
      <FormGroup>
        <FormControlLabel control={<Checkbox />} label="Email me a receipt" />
        <FormControlLabel control={<Checkbox defaultChecked />} label="Keep me signed in" />
        <FormControlLabel control={<Checkbox indeterminate />} label="Some folders shared" />
      </FormGroup>
    </ThemeProvider>
  );
}
