import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme, type ThemeOptions } from '@mui/material/styles';
// Types `theme.vars` (the CSS variables) in the style callback below.
import type {} from '@mui/material/themeCssVarsAugmentation';

declare module '@mui/material/Paper' {
  interface PaperPropsVariantOverrides {
    sunken: true;
  }
}

// The variant of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put it in createTheme.
const components: ThemeOptions['components'] = {
  MuiPaper: {
    variants: [
      {
        props: { variant: 'sunken' },
        style: ({ theme }) => ({
          backgroundColor: (theme.vars ?? theme).palette.action.hover,
          boxShadow: 'inset 0 1px 3px rgba(0, 0, 0, 0.2)',
        }),
      },
    ],
  },
};

// Theme['components'] types the style callbacks with a theme that has no `vars`, although
// the page's theme has them at run time: the cast only bridges the two types.
const withSunkenPaper = (outer: Theme): Theme => ({
  ...outer,
  components: { ...outer.components, ...(components as Theme['components']) },
});

export default function SunkenPaper() {
  return (
    <ThemeProvider theme={withSunkenPaper}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Paper sx={{ padding: 2, width: 200 }}>
          <Typography variant="body2">elevation (default)</Typography>
        </Paper>
        <Paper variant="outlined" sx={{ padding: 2, width: 200 }}>
          <Typography variant="body2">outlined</Typography>
        </Paper>
        <Paper variant="sunken" sx={{ padding: 2, width: 200 }}>
          <Typography variant="body2">sunken, from the theme</Typography>
        </Paper>
      </Stack>
    </ThemeProvider>
  );
}
