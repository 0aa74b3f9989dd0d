import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withChipDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiChip: {
      defaultProps: { size: 'small', variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 6 }, label: { fontWeight: 500 } },
    },
  },
});

export default function ThemedChips() {
  return (
    <ThemeProvider theme={withChipDefaults}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip label="Vegetarian" />
        <Chip label="Gluten-free" color="success" />
        {/* Props on the instance still win over the theme's defaults. */}
        <Chip label="Chef's choice" variant="filled" color="primary" />
      </Stack>
    </ThemeProvider>
  );
}
