import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// As tall as the toolbar at every breakpoint.
const ToolbarSpacer = styled('div')(({ theme }) => theme.mixins.toolbar);

const shelves = [
  'Aisle 1: flour, rice, pasta',
  'Aisle 2: tins and jars',
  'Aisle 3: tea and coffee',
];

export default function FixedAppBarSpacer() {
  const [spacer, setSpacer] = React.useState(true);

  return (
    // An iframe demo paints its own background and text colour.
    <Box sx={{ bgcolor: 'background.default', color: 'text.primary', minHeight: '100vh' }}>
      <AppBar position="fixed">
        <Toolbar>
          <Typography component="p" variant="h6" sx={{ flexGrow: 1 }}>
            Inventory
          </Typography>
          <FormControlLabel
            control={
              <Switch
                color="default"
                checked={spacer}
                onChange={(event) => setSpacer(event.target.checked)}
              />
            }
            label="Spacer"
          />
        </Toolbar>
      </AppBar>
      {spacer ? <ToolbarSpacer /> : null}
      <Box component="main" sx={{ padding: 2 }}>
        <Typography sx={{ fontWeight: 'medium' }}>
          First line of the page: is it visible?
        </Typography>
        {Array.from({ length: 4 }, (_, round) =>
          shelves.map((shelf) => (
            <Typography key={`${round}-${shelf}`} sx={{ marginBlock: 2 }}>
              {`Count ${round + 1}. ${shelf}.`}
            </Typography>
          )),
        )}
      </Box>
    </Box>
  );
}
