import * as React from 'react';
import Button from '@mui/material/Button';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withSnackbarDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiSnackbar: {
      defaultProps: {
        anchorOrigin: { vertical: 'bottom', horizontal: 'center' },
        autoHideDuration: 6000,
      },
    },
  },
});

export default function ThemedSnackbar() {
  const [open, setOpen] = React.useState(false);

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') return;
    setOpen(false);
  };

  return (
    <ThemeProvider theme={withSnackbarDefaults}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Copy invite link
      </Button>
      {/* No position and no duration here: the theme sets both. onClose is what lets it hide. */}
      <Snackbar open={open} onClose={handleClose} message="Invite link copied" />
    </ThemeProvider>
  );
}
