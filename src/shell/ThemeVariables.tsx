/**
 * Rendered once per page on the server only (no hydration): the docs theme's CSS variables for
 * light and dark, selected by the `data-mui-color-scheme` attribute the pre-paint script sets. The
 * shell's plain CSS and every island read the same variables.
 */
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { sharedDocsTheme } from '@/theme/createDocsTheme';

export default function ThemeVariables() {
  return (
    <ThemeProvider theme={sharedDocsTheme()}>
      <CssBaseline enableColorScheme />
    </ThemeProvider>
  );
}
