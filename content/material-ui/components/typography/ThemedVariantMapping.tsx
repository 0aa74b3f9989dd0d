import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withParagraphSubtitles = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiTypography: {
      defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } },
    },
  },
});

export default function ThemedVariantMapping() {
  return (
    <ThemeProvider theme={withParagraphSubtitles}>
      {/* Inspect the elements: both subtitles are <p>, and body2 keeps its usual <p>. */}
      <Stack spacing={0.5}>
        <Typography variant="subtitle1">Opening hours</Typography>
        <Typography variant="body2">Monday to Friday, 08:00–18:00</Typography>
        <Typography variant="subtitle2">Closed on public holidays</Typography>
      </Stack>
    </ThemeProvider>
  );
}
