import Fab from '@mui/material/Fab';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withFabDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiFab: {
      defaultProps: { color: 'primary', size: 'medium' },
      styleOverrides: { root: { borderRadius: 16 } },
    },
  },
});

export default function ThemedFabs() {
  return (
    <ThemeProvider theme={withFabDefaults}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Fab aria-label="New note">
          <AddIcon />
        </Fab>
        {/* Extended: the visible text names it, so no aria-label. */}
        <Fab variant="extended">
          <EditIcon sx={{ marginInlineEnd: 1 }} />
          Compose
        </Fab>
      </Stack>
    </ThemeProvider>
  );
}
