import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface Palette {
    moss: Palette['primary'];
  }
  interface PaletteOptions {
    moss?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    moss: true;
  }
}

const base = createTheme();

const theme = createTheme({
  palette: {
    // augmentColor computes light, dark and contrastText from main.
    moss: base.palette.augmentColor({ color: { main: '#4E6E2E' }, name: 'moss' }),
  },
});

// A function theme replaces the page's theme below it; an object would be merged with this
// site's CSS-variables theme and inherit its `vars`.
export default function CustomPaletteColor() {
  return (
    <ThemeProvider theme={() => theme}>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      >
        <Button variant="contained" color="moss">
          Join the garden club
        </Button>
        {(['light', 'main', 'dark'] as const).map((shade) => (
          <Box
            key={shade}
            sx={{
              px: 1.5,
              py: 0.75,
              borderRadius: 1,
              fontFamily: 'monospace',
              fontSize: 13,
              bgcolor: `moss.${shade}`,
              color: shade === 'light' ? '#000' : '#fff',
            }}
          >
            {shade} {theme.palette.moss[shade]}
          </Box>
        ))}
      </Stack>
    </ThemeProvider>
  );
}
