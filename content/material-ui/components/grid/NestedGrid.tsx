import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tileSx = { padding: 1.5, typography: 'body2', height: '100%' } as const;

export default function NestedGrid() {
  return (
    <Grid container spacing={2}>
      <Grid item xs={12} md={4}>
        <Paper variant="outlined" sx={{ padding: 2, height: '100%' }}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            Account
          </Typography>
          <Grid container spacing={1}>
            {['Plan', 'Seats', 'Invoices', 'Usage'].map((label) => (
              <Grid item xs={6} key={label}>
                <Paper sx={tileSx}>{label}</Paper>
              </Grid>
            ))}
          </Grid>
        </Paper>
      </Grid>
      <Grid item xs={12} md={8}>
        <Paper variant="outlined" sx={{ padding: 2, height: '100%' }}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            Activity
          </Typography>
          <Grid container spacing={1}>
            {['Visits 12.4k', 'Sign-ups 318', 'Orders 96', 'Refunds 2', 'Tickets 14', 'NPS 61'].map(
              (label) => (
                <Grid item xs={6} sm={4} key={label}>
                  <Paper sx={tileSx}>{label}</Paper>
                </Grid>
              ),
            )}
          </Grid>
        </Paper>
      </Grid>
    </Grid>
  );
}
