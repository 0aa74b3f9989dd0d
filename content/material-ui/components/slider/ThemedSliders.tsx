import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withSliderDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiSlider: {
      defaultProps: { valueLabelDisplay: 'auto', size: 'small' },
      styleOverrides: { valueLabel: { borderRadius: 6, fontWeight: 600 } },
    },
  },
});

// Hover or focus a thumb: the value label appears, though no slider asks for it.
export default function ThemedSliders() {
  return (
    <ThemeProvider theme={withSliderDefaults}>
      <Stack spacing={2} sx={{ maxWidth: 320 }}>
        <Typography id="themed-slider-bass">Bass</Typography>
        <Slider defaultValue={30} aria-labelledby="themed-slider-bass" />
        <Typography id="themed-slider-treble">Treble</Typography>
        <Slider defaultValue={55} aria-labelledby="themed-slider-treble" />
      </Stack>
    </ThemeProvider>
  );
}
