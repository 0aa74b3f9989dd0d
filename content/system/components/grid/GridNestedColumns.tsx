import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cell = {
  p: 1,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  fontSize: 13,
} as const;

export default function GridNestedColumns() {
  return (
    <Grid container spacing={2} columns={12} sx={{ width: '100%' }}>
      {/* An item that is also a container. It inherits the parent's columns unless it sets its own: this one uses 3. */}
      <Grid size={{ xs: 12, sm: 8 }} container spacing={1} columns={3}>
        <Grid size={3}>
          <Box sx={{ ...cell, bgcolor: 'action.hover' }}>
            Outer item: 8 of 12 columns, split in 3
          </Box>
        </Grid>
        <Grid size={1}>
          <Box sx={cell}>1 of 3</Box>
        </Grid>
        <Grid size={2}>
          <Box sx={cell}>2 of 3</Box>
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Box sx={{ ...cell, bgcolor: 'action.hover' }}>Outer item: 4 of 12 columns</Box>
      </Grid>
    </Grid>
  );
}
