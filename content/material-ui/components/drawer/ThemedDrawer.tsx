import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withDrawerDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiDrawer: {
      defaultProps: { anchor: 'right', elevation: 8 },
      styleOverrides: { paper: { width: 320, maxWidth: '100%' } },
    },
  },
});

const filters = [
  { name: 'Price', value: 'Under €40' },
  { name: 'Size', value: 'M, L' },
  { name: 'Colour', value: 'Any' },
];

export default function ThemedDrawer() {
  const [open, setOpen] = React.useState(false);
  const titleId = React.useId();

  return (
    <ThemeProvider theme={withDrawerDefaults}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show filters
      </Button>
      {/* Anchor, elevation and width all come from the theme (right becomes left in RTL). */}
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box role="region" aria-labelledby={titleId} sx={{ padding: 2 }}>
          <Typography id={titleId} component="h2" variant="h6">
            Filters
          </Typography>
          <List>
            {filters.map((filter) => (
              <ListItem key={filter.name} disableGutters>
                <ListItemText primary={filter.name} secondary={filter.value} />
              </ListItem>
            ))}
          </List>
          <Button variant="contained" fullWidth onClick={() => setOpen(false)}>
            Done
          </Button>
        </Box>
      </Drawer>
    </ThemeProvider>
  );
}
