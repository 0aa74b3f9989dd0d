import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withBackdropColour = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiBackdrop: {
      styleOverrides: {
        root: {
          '&:not(.MuiBackdrop-invisible)': { backgroundColor: 'rgba(15, 23, 42, 0.6)' },
        },
      },
    },
  },
});

export default function ThemedBackdrop() {
  const [dimmed, setDimmed] = React.useState(false);
  const [sort, setSort] = React.useState('newest');
  const labelId = React.useId();

  return (
    <ThemeProvider theme={withBackdropColour}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Paper variant="outlined" sx={{ position: 'relative', width: 240, padding: 2 }}>
          <Typography variant="body2" sx={{ marginBlockEnd: 1 }}>
            The slate-blue layer comes from the theme.
          </Typography>
          <Button size="small" variant="outlined" onClick={() => setDimmed(true)}>
            Dim this panel
          </Button>
          {/* position: absolute keeps the layer inside the panel; a click lifts it. */}
          <Backdrop
            open={dimmed}
            onClick={() => setDimmed(false)}
            sx={{ position: 'absolute', borderRadius: 'inherit', color: '#fff' }}
          >
            <Typography variant="body2">Click to lift</Typography>
          </Backdrop>
        </Paper>
        {/* The select's menu sits on an invisible backdrop, which the selector leaves alone. */}
        <Box sx={{ minWidth: 180 }}>
          <FormControl fullWidth size="small">
            <InputLabel id={labelId}>Sort by</InputLabel>
            <Select
              labelId={labelId}
              label="Sort by"
              value={sort}
              onChange={(event) => setSort(event.target.value)}
            >
              <MenuItem value="newest">Newest first</MenuItem>
              <MenuItem value="oldest">Oldest first</MenuItem>
            </Select>
          </FormControl>
        </Box>
      </Stack>
    </ThemeProvider>
  );
}
