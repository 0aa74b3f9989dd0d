import Box from '@mui/material/Box';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const heights = [140, 60, 60, 60, 120, 80];

function Items() {
  return heights.map((height, i) => (
    <Paper
      key={i}
      variant="outlined"
      sx={{ height, display: 'grid', placeItems: 'center', bgcolor: 'action.hover' }}
    >
      <Typography variant="subtitle2" component="p">
        {i + 1}
      </Typography>
    </Paper>
  ));
}

export default function SequentialMasonry() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3}>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Default: shortest column
        </Typography>
        <Masonry columns={3} spacing={1} defaultColumns={3} defaultSpacing={1} defaultHeight={300}>
          {Items()}
        </Masonry>
      </Box>
      <Box sx={{ flex: 1 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          sequential
        </Typography>
        <Masonry
          columns={3}
          spacing={1}
          sequential
          defaultColumns={3}
          defaultSpacing={1}
          defaultHeight={300}
        >
          {Items()}
        </Masonry>
      </Box>
    </Stack>
  );
}
