import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withDividerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDivider: {
      defaultProps: { textAlign: 'left' },
      styleOverrides: {
        wrapper: { fontSize: '0.75rem', fontWeight: 600, textTransform: 'uppercase' },
      },
    },
  },
});

export default function ThemedDividers() {
  return (
    <ThemeProvider theme={withDividerDefaults}>
      <Box sx={{ maxWidth: 420 }}>
        <Divider>Today</Divider>
        <Typography variant="body2" sx={{ paddingBlock: 1.5 }}>
          Invoice 2025-031 was paid.
        </Typography>
        <Divider>Yesterday</Divider>
        <Typography variant="body2" sx={{ paddingBlock: 1.5 }}>
          Two new members joined the workspace.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
