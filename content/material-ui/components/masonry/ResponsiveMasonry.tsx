import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const heights = [80, 140, 60, 110, 90, 130, 70, 100, 120, 60, 90, 80];

export default function ResponsiveMasonry() {
  return (
    <Masonry
      columns={{ xs: 2, sm: 3, md: 4 }}
      spacing={2}
      defaultColumns={3}
      defaultSpacing={2}
      defaultHeight={480}
    >
      {heights.map((height, i) => (
        <Paper
          key={i}
          sx={{
            height,
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          <Typography variant="subtitle2" component="p">
            {i + 1}
          </Typography>
        </Paper>
      ))}
    </Masonry>
  );
}
