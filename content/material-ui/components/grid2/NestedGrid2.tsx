import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tileSx = { padding: 1, typography: 'body2', textAlign: 'center' } as const;

export default function NestedGrid2() {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Typography variant="body2" component="p" sx={{ marginBlockEnd: 1 }}>
          Inherits spacing 2 and 12 columns
        </Typography>
        {/* A nested container: its children size against its own width. */}
        <Grid container>
          {['Revenue', 'Orders', 'Refunds'].map((metric) => (
            <Grid key={metric} size={4}>
              <Paper variant="outlined" sx={tileSx}>
                {metric} (4 of 12)
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Typography variant="body2" component="p" sx={{ marginBlockEnd: 1 }}>
          Overrides: spacing 1, 2 columns
        </Typography>
        <Grid container spacing={1} columns={2}>
          {['Visits', 'Sign-ups'].map((metric) => (
            <Grid key={metric} size={1}>
              <Paper variant="outlined" sx={tileSx}>
                {metric}
              </Paper>
            </Grid>
          ))}
        </Grid>
      </Grid>
    </Grid>
  );
}
