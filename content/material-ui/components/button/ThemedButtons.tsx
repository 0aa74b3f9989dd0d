import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withButtonStyles = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none', borderRadius: 999 } },
      variants: [
        {
          props: { variant: 'outlined', size: 'large' },
          style: { borderWidth: 2, '&:hover': { borderWidth: 2 } },
        },
      ],
    },
  },
});

export default function ThemedButtons() {
  return (
    <ThemeProvider theme={withButtonStyles}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained">Book a table</Button>
        <Button variant="outlined">See the menu</Button>
        {/* Only this one matches the variant rule: outlined and large. */}
        <Button variant="outlined" size="large">
          Gift vouchers
        </Button>
        <Button>Opening hours</Button>
      </Stack>
    </ThemeProvider>
  );
}
