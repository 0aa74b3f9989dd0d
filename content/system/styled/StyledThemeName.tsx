import * as React from 'react';
import { styled, ThemeProvider, createTheme } from '@mui/system';

// `name` and `slot` connect a styled component to theme.components[name].styleOverrides.
const Banner = styled('div', { name: 'AcmeBanner', slot: 'root' })(({ theme }) => ({
  padding: theme.spacing(1.5, 2),
  borderRadius: 4,
  border: '1px solid currentColor',
}));

const tealTheme = createTheme({
  components: {
    AcmeBanner: {
      styleOverrides: {
        root: { backgroundColor: '#e0f2f1', color: '#00695c', fontWeight: 600 },
      },
    },
  },
});

export default function StyledThemeName() {
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <ThemeProvider theme={() => tealTheme}>
        <Banner>Styled by the theme&apos;s AcmeBanner overrides</Banner>
      </ThemeProvider>
      <ThemeProvider theme={() => createTheme()}>
        <Banner>Same component, a theme without overrides</Banner>
      </ThemeProvider>
    </div>
  );
}
