import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

// Compact, soft defaults for a dense back-office screen.
const options: CssVarsThemeOptions = {
  components: {
    JoyButton: { defaultProps: { size: 'sm', variant: 'soft' } },
    JoyChip: { defaultProps: { size: 'sm', variant: 'outlined', color: 'neutral' } },
    JoyInput: { defaultProps: { size: 'sm', variant: 'soft' } },
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
function Toolbar() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <Input placeholder="Filter orders" slotProps={{ input: { 'aria-label': 'Filter orders' } }} />
      <Chip>Open: 14</Chip>
      <Button>Export</Button>
    </Stack>
  );
}

export default function DefaultPropsTheme() {
  return (
    <Stack spacing={2}>
      <Toolbar />
      <ThemeScope options={options}>
        <Toolbar />
      </ThemeScope>
    </Stack>
  );
}
