import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

export default function GridAutoWidth() {
  return (
    <Grid container spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
      <Grid size="auto">
        <Box sx={{ px: 1.5, py: 1, bgcolor: 'action.selected', borderRadius: 1 }}>
          size=&quot;auto&quot;: as wide as its content
        </Box>
      </Grid>
      <Grid size="grow">
        <Box
          component="input"
          aria-label="Search flights"
          placeholder='size="grow" takes the rest'
          sx={{ width: 1, boxSizing: 'border-box', font: 'inherit', px: 1, py: 1 }}
        />
      </Grid>
      <Grid size="auto">
        <Box component="button" type="button" sx={{ font: 'inherit', px: 1.5, py: 1 }}>
          Search
        </Box>
      </Grid>
    </Grid>
  );
}
