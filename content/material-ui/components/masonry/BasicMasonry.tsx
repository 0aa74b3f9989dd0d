import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const heights = [120, 60, 90, 150, 70, 110, 80, 130, 60, 100];

export default function BasicMasonry() {
  return (
    <Masonry columns={4} spacing={2} defaultColumns={4} defaultSpacing={2} defaultHeight={480}>
      {heights.map((height, i) => (
        <Paper
          key={i}
          variant="outlined"
          sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
        >
          <Typography variant="subtitle2" component="p">
            {i + 1}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
