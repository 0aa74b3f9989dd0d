import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

const options: CssVarsThemeOptions = {
  components: {
    JoyButton: {
      styleOverrides: {
        root: ({ ownerState, theme }) => ({
          borderRadius: theme.vars.radius.xl,
          fontWeight: theme.vars.fontWeight.lg,
          // Only solid buttons get an uppercase label and a shadow.
          ...(ownerState.variant === 'solid' && {
            textTransform: 'uppercase',
            letterSpacing: '0.06em',
            boxShadow: theme.shadow.sm,
          }),
          // Danger buttons get a stronger outline when outlined.
          ...(ownerState.color === 'danger' &&
            ownerState.variant === 'outlined' && { borderWidth: 2 }),
        }),
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
export default function StyleOverridesTheme() {
  return (
    <ThemeScope options={options}>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ justifyContent: 'center', flexWrap: 'wrap', gap: 1.5 }}
      >
        <Button>Publish</Button>
        <Button variant="soft">Preview</Button>
        <Button variant="outlined" color="danger">
          Discard
        </Button>
      </Stack>
    </ThemeScope>
  );
}
