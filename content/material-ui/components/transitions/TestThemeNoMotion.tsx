import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The test theme of the code above, applied on top of the page's theme for this demo.
const withoutMotion = (outer: Theme): Theme => ({
  ...outer,
  transitions: { ...outer.transitions, create: () => 'none' },
  components: {
    ...outer.components,
    MuiButtonBase: { defaultProps: { disableRipple: true } },
  },
});

function Playground() {
  const [open, setOpen] = React.useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => setOpen((previous) => !previous)}>
        {open ? 'Hide details' : 'Show details'}
      </Button>
      <Collapse in={open}>
        <Typography variant="body2" sx={{ paddingBlock: 1 }}>
          Parcel 4411 left the depot at 07:12 and is on the van for Harbour Street.
        </Typography>
      </Collapse>
    </Stack>
  );
}

export default function TestThemeNoMotion() {
  const [testing, setTesting] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch checked={testing} onChange={(event) => setTesting(event.target.checked)} />
        }
        label="Use the test theme"
      />
      <Box>
        {testing ? (
          <ThemeProvider theme={withoutMotion}>
            <Playground />
          </ThemeProvider>
        ) : (
          <Playground />
        )}
      </Box>
    </Stack>
  );
}
