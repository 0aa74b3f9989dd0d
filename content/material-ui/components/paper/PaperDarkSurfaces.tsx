import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { ThemeProvider, createTheme } from '@mui/material/styles';

// A dark theme of the demo's own, so the overlay shows whatever mode the site is in.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

const elevations = [0, 1, 4, 8, 16, 24];

export default function PaperDarkSurfaces() {
  return (
    <ThemeProvider theme={() => darkTheme}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
          gap: 2,
          padding: 2,
          borderRadius: 1,
          bgcolor: 'background.default',
          color: 'text.primary',
        }}
      >
        {elevations.map((elevation) => (
          <Paper
            key={elevation}
            elevation={elevation}
            sx={{ height: 64, display: 'grid', placeItems: 'center', typography: 'body2' }}
          >
            {elevation}
          </Paper>
        ))}
      </Box>
    </ThemeProvider>
  );
}
