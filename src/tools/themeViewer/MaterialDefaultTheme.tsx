import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { createTheme } from '@mui/material/styles';
import ThemeViewer from './ThemeViewer';

const themes = {
  light: createTheme(),
  dark: createTheme({ palette: { mode: 'dark' } }),
};

/** Material UI's default theme (`createTheme()`, light or dark) in the theme viewer. */
export default function MaterialDefaultTheme() {
  const [mode, setMode] = React.useState<'light' | 'dark'>('light');
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={mode}
        aria-label="Palette mode of the theme shown"
        onChange={(_event, next: 'light' | 'dark' | null) => next && setMode(next)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <ToggleButton value="light">createTheme()</ToggleButton>
        <ToggleButton value="dark">palette.mode: 'dark'</ToggleButton>
      </ToggleButtonGroup>
      <ThemeViewer
        theme={themes[mode]}
        label="Default theme"
        defaultExpanded={['palette', 'palette.primary']}
      />
    </Stack>
  );
}
