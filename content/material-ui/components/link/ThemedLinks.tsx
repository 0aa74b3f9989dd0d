import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withLinkDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: { root: { fontWeight: 500, textUnderlineOffset: '0.2em' } },
    },
  },
});

export default function ThemedLinks() {
  return (
    <ThemeProvider theme={withLinkDefaults}>
      <Stack spacing={2}>
        <Stack component="nav" aria-label="Help topics" direction="row" spacing={3}>
          <Link href="#billing">Billing</Link>
          <Link href="#security">Security</Link>
          <Link href="#data-export">Data export</Link>
        </Stack>
        {/* In running text, put the underline back so the link does not rely on colour alone. */}
        <Typography variant="body2">
          Exports run overnight. Read{' '}
          <Link href="#export-limits" underline="always">
            the export limits
          </Link>{' '}
          before you schedule a large one.
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
