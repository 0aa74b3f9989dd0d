import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tileSx = { padding: 1.5, textAlign: 'center', typography: 'body2' } as const;

export default function ResponsiveGrid2() {
  return (
    <>
      <Typography variant="subtitle2" component="p" gutterBottom>
        {'size={{ xs: 12, sm: 6, md: 4 }}'}
      </Typography>
      <Grid container rowSpacing={1} columnSpacing={3}>
        {['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((day) => (
          <Grid key={day} size={{ xs: 12, sm: 6, md: 4 }}>
            <Paper variant="outlined" sx={tileSx}>
              {day}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Typography variant="subtitle2" component="p" gutterBottom sx={{ marginTop: 3 }}>
        grow, auto and offset
      </Typography>
      <Grid container spacing={2}>
        <Grid size="grow">
          <Paper variant="outlined" sx={tileSx}>
            size=&quot;grow&quot;
          </Paper>
        </Grid>
        <Grid size="auto">
          <Paper variant="outlined" sx={tileSx}>
            size=&quot;auto&quot; fits this label
          </Paper>
        </Grid>
        <Grid size={4} offset={{ xs: 0, md: 2 }}>
          <Paper variant="outlined" sx={tileSx}>
            size=4, offset md=2
          </Paper>
        </Grid>
      </Grid>
      <Typography variant="subtitle2" component="p" gutterBottom sx={{ marginTop: 3 }}>
        columns=5
      </Typography>
      <Grid container spacing={1} columns={5}>
        {[1, 2, 3, 4, 5].map((n) => (
          <Grid key={n} size={1}>
            <Paper variant="outlined" sx={tileSx}>
              {n}/5
            </Paper>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
