import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withSkeletonDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiSkeleton: {
      defaultProps: { animation: 'wave' },
      styleOverrides: { rounded: { borderRadius: 12 } },
    },
  },
});

export default function ThemedSkeletons() {
  return (
    <ThemeProvider theme={withSkeletonDefaults}>
      <Stack spacing={1} sx={{ maxWidth: 320 }} aria-hidden>
        <Skeleton variant="rounded" height={120} />
        <Skeleton width="60%" />
        <Skeleton width="40%" />
      </Stack>
    </ThemeProvider>
  );
}
