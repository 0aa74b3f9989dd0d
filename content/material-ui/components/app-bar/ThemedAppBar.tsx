import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) in the style callbacks below.
import type {} from '@mui/material/themeCssVarsAugmentation';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const components: ThemeOptions['components'] = {
  MuiAppBar: {
    defaultProps: { elevation: 0, color: 'default' },
    styleOverrides: {
      root: ({ theme }) => ({
        borderBottom: `1px solid ${(theme.vars ?? theme).palette.divider}`,
      }),
    },
  },
};

// Theme['components'] types the style callbacks with a theme that has no `vars`, although
// the page's theme has them at run time: the cast only bridges the two types.
const withAppBarDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...(components as Theme['components']) },
});

export default function ThemedAppBar() {
  return (
    <ThemeProvider theme={withAppBarDefaults}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        {/* position="static" keeps the demo bar in the page; an app would keep the default. */}
        <AppBar position="static">
          <Toolbar>
            <Typography component="p" sx={{ flexGrow: 1, fontWeight: 500 }}>
              Field notes
            </Typography>
            <Button color="inherit">Sign in</Button>
          </Toolbar>
        </AppBar>
        {/* An explicit color still wins over the theme's default. */}
        <AppBar position="static" color="primary">
          <Toolbar variant="dense">
            <Typography component="p" sx={{ flexGrow: 1, fontWeight: 500 }}>
              Admin area
            </Typography>
          </Toolbar>
        </AppBar>
      </Box>
    </ThemeProvider>
  );
}
