import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import Switch from '@mui/joy/Switch';
import { extendTheme, ThemeProvider, THEME_ID } from '@mui/joy/styles';
import type { CssVarsThemeOptions } from '@mui/joy/styles';

// A teal primary palette, from the lightest shade to the darkest.
const options: CssVarsThemeOptions = {
  colorSchemes: {
    light: {
      palette: {
        primary: {
          50: '#EDFAF8',
          100: '#D2F2EE',
          200: '#A6E4DC',
          300: '#6FCFC3',
          400: '#36B3A5',
          500: '#0F7B70',
          600: '#0C675E',
          700: '#0D5A52',
          800: '#0A423C',
          900: '#062A26',
        },
      },
    },
    dark: {
      palette: {
        primary: {
          50: '#EDFAF8',
          100: '#D2F2EE',
          200: '#A6E4DC',
          300: '#6FCFC3',
          400: '#36B3A5',
          500: '#0F7B70',
          600: '#0C675E',
          700: '#0D5A52',
          800: '#0A423C',
          900: '#062A26',
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

export default function CustomPrimary() {
  return (
    <ThemeScope options={options}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}
        >
          <Button>Solid</Button>
          <Button variant="soft">Soft</Button>
          <Button variant="outlined">Outlined</Button>
          <Button variant="plain">Plain</Button>
        </Stack>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Chip variant="soft" color="primary">
            Teal chip
          </Chip>
          <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
            <Switch defaultChecked />
            <FormLabel sx={{ margin: 0 }}>Notifications</FormLabel>
          </FormControl>
        </Stack>
        <Input
          defaultValue="Focus me to see the ring"
          slotProps={{ input: { 'aria-label': 'Sample field' } }}
          sx={{ width: 260 }}
        />
      </Stack>
    </ThemeScope>
  );
}
