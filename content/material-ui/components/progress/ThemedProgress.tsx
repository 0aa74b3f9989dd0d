import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withProgressStyles = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiLinearProgress: {
      styleOverrides: {
        root: { height: 6, borderRadius: 3 },
        bar: { borderRadius: 3 },
      },
    },
    MuiCircularProgress: { defaultProps: { thickness: 4.5 } },
  },
});

export default function ThemedProgress() {
  return (
    <ThemeProvider theme={withProgressStyles}>
      <Stack direction="row" spacing={3} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, maxWidth: 320 }}>
          <LinearProgress variant="determinate" value={62} aria-label="Upload progress" />
        </Box>
        <CircularProgress variant="determinate" value={62} aria-label="Sync progress" />
      </Stack>
    </ThemeProvider>
  );
}
