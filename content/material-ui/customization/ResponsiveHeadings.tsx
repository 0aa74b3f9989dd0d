import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme, responsiveFontSizes, ThemeProvider } from '@mui/material/styles';

const theme = responsiveFontSizes(createTheme());

export default function ResponsiveHeadings() {
  return (
    <ThemeProvider theme={() => theme}>
      <Box
        sx={{
          p: 2,
          boxSizing: 'border-box',
          minHeight: '100vh',
          bgcolor: 'background.paper',
          color: 'text.primary',
        }}
      >
        <Typography variant="h3" component="p">
          Responsive h3
        </Typography>
        <Typography variant="h5" component="p">
          Responsive h5
        </Typography>
        <Typography variant="body1">
          Body text keeps its size; only the headings and subtitles scale.
        </Typography>
      </Box>
    </ThemeProvider>
  );
}
