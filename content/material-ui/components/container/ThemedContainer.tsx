import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The code above with 'sm' (600px) instead of 'md', so the widths differ inside this demo frame.
// A function theme extends the page's theme, so the demo keeps this site's colours.
const withContainerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiContainer: { defaultProps: { maxWidth: 'sm' } },
  },
});

const band = { paddingBlock: 1.5, bgcolor: 'action.hover', borderRadius: 1 } as const;

export default function ThemedContainer() {
  return (
    <ThemeProvider theme={withContainerDefaults}>
      <Box sx={{ display: 'grid', gap: 1 }}>
        <Container>
          <Typography variant="body2" sx={band}>
            No maxWidth prop: sm (600px), from the theme
          </Typography>
        </Container>
        {/* An explicit prop still wins. */}
        <Container maxWidth="xs">
          <Typography variant="body2" sx={band}>
            maxWidth=&quot;xs&quot; (444px)
          </Typography>
        </Container>
      </Box>
    </ThemeProvider>
  );
}
