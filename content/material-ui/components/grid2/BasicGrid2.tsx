import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';

const cells = [
  { id: 'a', size: 8 },
  { id: 'b', size: 4 },
  { id: 'c', size: 4 },
  { id: 'd', size: 8 },
  { id: 'e', size: 6 },
  { id: 'f', size: 6 },
];

export default function BasicGrid2() {
  return (
    <Grid container spacing={2}>
      {cells.map((cell) => (
        <Grid key={cell.id} size={cell.size}>
          <Paper variant="outlined" sx={{ padding: 1.5, textAlign: 'center', typography: 'body2' }}>
            {`size=${cell.size}`}
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
