import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';

const cells = [
  { label: 'xs=8', span: 8 },
  { label: 'xs=4', span: 4 },
  { label: 'xs=4', span: 4 },
  { label: 'xs=8', span: 8 },
];

export default function BasicGrid() {
  return (
    <Grid container spacing={2}>
      {cells.map((cell, index) => (
        <Grid item xs={cell.span} key={index}>
          <Paper variant="outlined" sx={{ padding: 1.5, textAlign: 'center', typography: 'body2' }}>
            {cell.label}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
