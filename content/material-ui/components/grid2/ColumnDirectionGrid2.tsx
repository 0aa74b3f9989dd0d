import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const tileSx = { padding: 1, typography: 'body2' } as const;

export default function ColumnDirectionGrid2() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography variant="body2" component="p" gutterBottom>
          {'Grid direction="column" with size 6 and 12'}
        </Typography>
        {/* size sets a width, so in a column it narrows items instead of spanning rows. */}
        <Grid container direction="column" spacing={1}>
          <Grid size={6}>
            <Paper variant="outlined" sx={tileSx}>
              size=6: half as wide
            </Paper>
          </Grid>
          <Grid size={12}>
            <Paper variant="outlined" sx={tileSx}>
              size=12: full width
            </Paper>
          </Grid>
        </Grid>
      </Box>
      <Box sx={{ flex: '1 1 240px' }}>
        <Typography variant="body2" component="p" gutterBottom>
          A vertical Stack instead
        </Typography>
        <Stack spacing={1}>
          <Paper variant="outlined" sx={tileSx}>
            Stack item
          </Paper>
          <Paper variant="outlined" sx={tileSx}>
            Stack item
          </Paper>
        </Stack>
      </Box>
    </Box>
  );
}
