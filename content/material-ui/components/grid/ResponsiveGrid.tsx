import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const tileSx = { padding: 1.5, textAlign: 'center', typography: 'body2' } as const;

export default function ResponsiveGrid() {
  return (
    <>
      <Typography variant="subtitle2" component="p" gutterBottom>
        xs=12 sm=6 md=4
      </Typography>
      <Grid container rowSpacing={1} columnSpacing={3}>
        {['Apples', 'Pears', 'Plums', 'Figs', 'Cherries', 'Quinces'].map((fruit) => (
          <Grid item xs={12} sm={6} md={4} key={fruit}>
            <Paper variant="outlined" sx={tileSx}>
              {fruit}
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Typography variant="subtitle2" component="p" gutterBottom sx={{ marginTop: 3 }}>
        xs (grow), xs=&quot;auto&quot; (fit content), xs (grow)
      </Typography>
      <Grid container spacing={2}>
        <Grid item xs>
          <Paper variant="outlined" sx={tileSx}>
            xs
          </Paper>
        </Grid>
        <Grid item xs="auto">
          <Paper variant="outlined" sx={tileSx}>
            xs=&quot;auto&quot;: sized by this longer label
          </Paper>
        </Grid>
        <Grid item xs>
          <Paper variant="outlined" sx={tileSx}>
            xs
          </Paper>
        </Grid>
      </Grid>
    </>
  );
}
