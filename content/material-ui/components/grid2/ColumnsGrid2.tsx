import * as React from 'react';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];

export default function ColumnsGrid2() {
  return (
    // Five equal columns, which twelve cannot divide.
    <Grid container spacing={1} columns={5}>
      {weekdays.map((day) => (
        <Grid key={day} size={1}>
          <Paper variant="outlined" sx={{ padding: 1, textAlign: 'center', typography: 'body2' }}>
            {day}
          </Paper>
        </Grid>
      ))}
      <Grid size={2}>
        <Paper variant="outlined" sx={{ padding: 1, textAlign: 'center', typography: 'body2' }}>
          Mon–Tue: workshop (size 2)
        </Paper>
      </Grid>
      <Grid size={3}>
        <Paper variant="outlined" sx={{ padding: 1, textAlign: 'center', typography: 'body2' }}>
          Wed–Fri: conference (size 3)
        </Paper>
      </Grid>
    </Grid>
  );
}
