import * as React from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withSelectDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiSelect: { defaultProps: { IconComponent: ExpandMoreIcon } },
  },
});

export default function ThemedSelect() {
  const [frequency, setFrequency] = React.useState('weekly');
  const labelId = React.useId();

  return (
    <ThemeProvider theme={withSelectDefaults}>
      {/* Open the menu: the chevron turns upside down, like the default triangle. */}
      <FormControl sx={{ minWidth: 220 }}>
        <InputLabel id={labelId}>Digest frequency</InputLabel>
        <Select
          labelId={labelId}
          label="Digest frequency"
          value={frequency}
          onChange={(event) => setFrequency(event.target.value)}
        >
          <MenuItem value="daily">Daily</MenuItem>
          <MenuItem value="weekly">Weekly</MenuItem>
          <MenuItem value="monthly">Monthly</MenuItem>
        </Select>
      </FormControl>
    </ThemeProvider>
  );
}
