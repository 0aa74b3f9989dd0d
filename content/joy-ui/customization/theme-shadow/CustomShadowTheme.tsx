import * as React from 'react';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

// Flatter, crisper shadows with a thin ring, for a more graphic look.
const options: CssVarsThemeOptions = {
  shadow: {
    sm: 'var(--joy-shadowRing), 0 1px 0 0 rgba(var(--joy-shadowChannel) / 0.25)',
    md: 'var(--joy-shadowRing), 0 2px 0 0 rgba(var(--joy-shadowChannel) / 0.3)',
    lg: 'var(--joy-shadowRing), 0 4px 0 0 rgba(var(--joy-shadowChannel) / 0.35)',
  },
  colorSchemes: {
    light: { shadowRing: '0 0 0 1px rgba(21 21 21 / 0.12)', shadowChannel: '21 21 21' },
    dark: { shadowRing: '0 0 0 1px rgba(255 255 255 / 0.16)', shadowChannel: '0 0 0' },
  },
};

/** Applies a theme to one part of the page: its CSS variables on a wrapper, its object below it. */
function ThemeScope({
  options,
  children,
}: {
  options: CssVarsThemeOptions;
  children: React.ReactNode;
}) {
  const vars = React.useMemo(() => {
    const light: Record<string, unknown> = {};
    let dark: Record<string, unknown> = {};
    const sheets = extendTheme(options).generateStyleSheets() as Record<
      string,
      Record<string, unknown>
    >[];
    sheets.forEach((sheet) => {
      Object.entries(sheet).forEach(([selector, values]) => {
        if (selector.includes('dark')) dark = values;
        else Object.assign(light, values);
      });
    });
    return { ...light, '[data-joy-color-scheme="dark"] &': dark };
  }, [options]);
  return (
    <ThemeProvider theme={{ [THEME_ID]: options }}>
      <Box sx={vars}>{children}</Box>
    </ThemeProvider>
  );
}
export default function CustomShadowTheme() {
  return (
    <ThemeScope options={options}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', justifyContent: 'center', py: 2 }}>
        {(['sm', 'md', 'lg'] as const).map((shadow) => (
          <Sheet
            key={shadow}
            sx={{
              width: 96,
              height: 72,
              borderRadius: 'md',
              boxShadow: shadow,
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <Typography level="title-sm">{shadow}</Typography>
          </Sheet>
        ))}
      </Box>
    </ThemeScope>
  );
}
