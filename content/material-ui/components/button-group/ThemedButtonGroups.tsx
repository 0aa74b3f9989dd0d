import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withGroupDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButtonGroup: {
      defaultProps: { variant: 'contained', disableElevation: true },
      styleOverrides: { grouped: { textTransform: 'none', minWidth: 48 } },
    },
  },
});

export default function ThemedButtonGroups() {
  return (
    <ThemeProvider theme={withGroupDefaults}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <ButtonGroup aria-label="Zoom">
          <Button>50%</Button>
          <Button>100%</Button>
          <Button>Fit</Button>
        </ButtonGroup>
        {/* A prop on the instance still wins over the theme's default. */}
        <ButtonGroup variant="outlined" aria-label="Export format">
          <Button>PDF</Button>
          <Button>PNG</Button>
          <Button>SVG</Button>
        </ButtonGroup>
      </Stack>
    </ThemeProvider>
  );
}
