import * as React from 'react';
import { darken, getContrastRatio, hexToRgb, lighten, type Theme } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

// Values a designer might publish as Figma variables.
const BRANDS: Record<string, string> = {
  Ocean: '#0b6bcb',
  Forest: '#2e7d32',
  Plum: '#7a3ea1',
  Ember: '#c2410c',
};

const channel = (color: string) =>
  hexToRgb(color)
    .replace(/^rgb\(|\)$/g, '')
    .replace(/,\s*/g, ' ');

export default function TokensToTheme() {
  const [brand, setBrand] = React.useState('Ocean');
  const [radius, setRadius] = React.useState(8);
  const main = BRANDS[brand] ?? '#0b6bcb';
  const contrastText = getContrastRatio(main, '#fff') >= 4.5 ? '#fff' : '#000';

  // Preview: the generated values applied as CSS theme variables on the preview box only.
  // The dark scheme gets a lighter shade, as a dark variable mode in Figma would hold.
  const darkMain = lighten(main, 0.5);
  const scope = (theme: Theme) => ({
    '--mui-palette-primary-main': main,
    '--mui-palette-primary-dark': darken(main, 0.2),
    '--mui-palette-primary-light': lighten(main, 0.2),
    '--mui-palette-primary-contrastText': contrastText,
    '--mui-palette-primary-mainChannel': channel(main),
    '--mui-shape-borderRadius': `${radius}px`,
    ...theme.applyStyles('dark', {
      '--mui-palette-primary-main': darkMain,
      '--mui-palette-primary-dark': main,
      '--mui-palette-primary-light': lighten(main, 0.7),
      '--mui-palette-primary-contrastText': '#000',
      '--mui-palette-primary-mainChannel': channel(darkMain),
    }),
  });

  const code = `createTheme({
  palette: { primary: { main: '${main}' } },
  shape: { borderRadius: ${radius} },
});`;

  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={3}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={brand}
          onChange={(_event, next: string | null) => next && setBrand(next)}
          aria-label="primary/main variable"
        >
          {Object.keys(BRANDS).map((name) => (
            <ToggleButton key={name} value={name}>
              {name}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Box sx={{ flex: 1, minWidth: 160 }}>
          <Typography id="radius-label" variant="caption" sx={{ color: 'text.secondary' }}>
            shape/radius: {radius}px
          </Typography>
          <Slider
            value={radius}
            min={0}
            max={24}
            onChange={(_event, next) => setRadius(next as number)}
            aria-labelledby="radius-label"
          />
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Stack
          spacing={2}
          sx={[{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }, scope]}
        >
          <Stack direction="row" spacing={1}>
            <Button variant="contained">Save</Button>
            <Button variant="outlined">Cancel</Button>
          </Stack>
          <Chip label="Primary chip" color="primary" sx={{ alignSelf: 'flex-start' }} />
          <TextField label="Project name" size="small" defaultValue="Aurora" />
        </Stack>
        <Box
          component="pre"
          sx={{
            flex: 1,
            m: 0,
            p: 2,
            fontSize: 13,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: 'action.hover',
            borderRadius: 1,
          }}
        >
          <code>{code}</code>
        </Box>
      </Stack>
    </Stack>
  );
}
