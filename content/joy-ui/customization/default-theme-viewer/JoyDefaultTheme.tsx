import type * as React from 'react';
import { extendTheme } from '@mui/joy/styles';
import { createTheme, ThemeProvider, THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';
import ThemeViewer from '@/tools/themeViewer/ThemeViewer';

const theme = extendTheme();

// The viewer is built with Material UI. Under a Joy provider it gets a Material theme of its own,
// scoped so Joy keeps its theme, that reads the page's existing --mui-* variables.
const viewerTheme = createTheme({
  cssVariables: { colorSchemeSelector: 'data-mui-color-scheme' },
  colorSchemes: { light: true, dark: true },
});

// ThemeProvider forwards this prop to the CSS-variables provider; its type does not list it.
const MaterialProvider = ThemeProvider as React.ComponentType<
  React.ComponentProps<typeof ThemeProvider> & { disableStyleSheetGeneration?: boolean }
>;

export default function JoyDefaultTheme() {
  return (
    // The page already has the variables: no second copy of them.
    <MaterialProvider theme={{ [MATERIAL_THEME_ID]: viewerTheme }} disableStyleSheetGeneration>
      <ThemeViewer
        theme={theme}
        label="Joy UI default theme"
        defaultExpanded={['colorSchemes', 'colorSchemes.light']}
      />
    </MaterialProvider>
  );
}
