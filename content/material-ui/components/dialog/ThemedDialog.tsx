import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withDialogDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDialog: {
      defaultProps: { maxWidth: 'md', fullWidth: true },
      styleOverrides: { paper: { borderRadius: 16 } },
    },
    MuiDialogActions: {
      styleOverrides: { root: { paddingInline: 24, paddingBlockEnd: 16 } },
    },
  },
});

export default function ThemedDialog() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <ThemeProvider theme={withDialogDefaults}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Edit shipping address
      </Button>
      {/* No maxWidth or fullWidth here: both come from the theme. */}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        <DialogTitle id={titleId}>Shipping address</DialogTitle>
        <DialogContent>
          <TextField label="Street and number" fullWidth margin="dense" />
          <TextField label="Postcode" margin="dense" sx={{ marginInlineEnd: 2 }} />
          <TextField label="City" margin="dense" />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button variant="contained" onClick={() => setOpen(false)}>
            Save
          </Button>
        </DialogActions>
      </Dialog>
    </ThemeProvider>
  );
}
