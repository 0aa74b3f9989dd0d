import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Stack from '@mui/joy/Stack';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

// Keep the palette, change what two variants are made of.
const options: CssVarsThemeOptions = {
  colorSchemes: {
    light: {
      palette: {
        neutral: {
          softBg: 'var(--joy-palette-neutral-50)',
          softColor: 'var(--joy-palette-neutral-800)',
          outlinedBorder: 'var(--joy-palette-neutral-400)',
        },
      },
    },
    dark: {
      palette: {
        neutral: {
          softBg: 'var(--joy-palette-neutral-900)',
          softColor: 'var(--joy-palette-neutral-100)',
          outlinedBorder: 'var(--joy-palette-neutral-500)',
        },
      },
    },
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

function Row() {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'center' }}>
      <Button variant="soft" color="neutral">
        Archive
      </Button>
      <Button variant="outlined" color="neutral">
        Export
      </Button>
      <Chip variant="soft" color="neutral">
        Draft
      </Chip>
    </Stack>
  );
}

export default function TokenOverrides() {
  return (
    <Stack spacing={2}>
      <Row />
      <ThemeScope options={options}>
        <Row />
      </ThemeScope>
    </Stack>
  );
}
