import * as React from 'react';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const tileSx = { padding: 1, textAlign: 'center', typography: 'body2' } as const;

export default function ColumnsGrid() {
  return (
    // Ten columns: spans count in tenths.
    <Grid container spacing={1} columns={10}>
      <Grid item xs={10} sm={7}>
        <Paper variant="outlined" sx={tileSx}>
          Article (7 of 10)
        </Paper>
      </Grid>
      <Grid item xs={10} sm={3}>
        <Paper variant="outlined" sx={tileSx}>
          Related (3 of 10)
        </Paper>
      </Grid>
    </Grid>
  );
}
