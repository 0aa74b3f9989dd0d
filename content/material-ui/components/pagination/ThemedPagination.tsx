import * as React from 'react';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withPaginationDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiPagination: {
      defaultProps: { variant: 'outlined', shape: 'rounded', color: 'primary' },
    },
    MuiPaginationItem: {
      styleOverrides: { root: { fontVariantNumeric: 'tabular-nums' } },
    },
  },
});

export default function ThemedPagination() {
  const [page, setPage] = React.useState(7);

  return (
    <ThemeProvider theme={withPaginationDefaults}>
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Pagination
          count={118}
          page={page}
          onChange={(event, value) => setPage(value)}
          aria-label="Archive pages"
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Archive page {page} of 118
        </Typography>
      </Stack>
    </ThemeProvider>
  );
}
