import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cell = {
  p: 1,
  borderRadius: 1,
  bgcolor: 'primary.main',
  color: 'primary.contrastText',
  fontSize: 13,
} as const;

export default function GridOffsetDemo() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      <Grid size={4}>
        <Box sx={cell}>size 4</Box>
      </Grid>
      <Grid size={4} offset={4}>
        <Box sx={cell}>size 4, offset 4</Box>
      </Grid>
      <Grid size={{ xs: 6, md: 4 }} offset={{ md: 2 }}>
        <Box sx={cell}>offset 2 from md up</Box>
      </Grid>
      <Grid size={3} offset="auto">
        <Box sx={cell}>offset &quot;auto&quot;: pushed to the end</Box>
      </Grid>
    </Grid>
  );
}
