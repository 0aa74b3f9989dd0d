import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cell = {
  p: 1,
  height: 1,
  borderRadius: 1,
  border: 1,
  borderColor: 'divider',
  color: 'text.primary',
  fontSize: 13,
} as const;

export default function GridNestedColumns() {
  return (
    <Grid container spacing={2} columns={12} sx={{ width: '100%' }}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Box sx={{ ...cell, bgcolor: 'action.hover', mb: 1 }}>Outer item: 8 of 12 columns</Box>
        {/* A nested container inherits the parent's columns unless it sets its own: this one uses 3. */}
        <Grid container spacing={1} columns={3}>
          <Grid size={1}>
            <Box sx={cell}>1 of 3</Box>
          </Grid>
          <Grid size={2}>
            <Box sx={cell}>2 of 3</Box>
          </Grid>
          <Grid size={3}>
            <Box sx={cell}>3 of 3 (full row)</Box>
          </Grid>
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Box sx={{ ...cell, bgcolor: 'action.hover' }}>Outer item: 4 of 12 columns</Box>
      </Grid>
    </Grid>
  );
}
