import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

// Serif headings, a tighter body, heavier titles: fonts the visitor already has installed.
const options: CssVarsThemeOptions = {
  fontFamily: {
    display: 'Georgia, "Times New Roman", serif',
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  },
  fontWeight: { lg: 700 },
  typography: {
    h2: { letterSpacing: '-0.02em' },
    'title-lg': { fontFamily: 'var(--joy-fontFamily-display)' },
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
export default function CustomFonts() {
  return (
    <ThemeScope options={options}>
      <Card variant="outlined" sx={{ maxWidth: 420, mx: 'auto' }}>
        <Typography level="h2" component="p">
          The Reading Room
        </Typography>
        <Typography level="title-lg">Autumn lecture series</Typography>
        <Typography level="body-md">
          Six evenings on the history of the printed book, from Gutenberg&apos;s workshop to the
          paperback revolution.
        </Typography>
        <Button sx={{ alignSelf: 'flex-start' }}>Book a place</Button>
      </Card>
    </ThemeScope>
  );
}
