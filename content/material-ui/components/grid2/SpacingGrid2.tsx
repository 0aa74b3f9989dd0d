import * as React from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid2';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const photos = [
  'Harbour at dawn',
  'Market stalls',
  'Tram depot',
  'Rooftops',
  'Ferry',
  'Lighthouse',
];

export default function SpacingGrid2() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Box>
      <Box sx={{ maxWidth: 280, marginBlockEnd: 2 }}>
        <Typography id="grid-spacing-label" variant="body2" gutterBottom>
          spacing: {spacing} ({spacing * 8}px)
        </Typography>
        <Slider
          aria-labelledby="grid-spacing-label"
          value={spacing}
          onChange={(_event, value) => setSpacing(value as number)}
          min={0}
          max={6}
          step={1}
          marks
        />
      </Box>
      <Grid container spacing={spacing}>
        {photos.map((photo) => (
          <Grid key={photo} size={{ xs: 6, md: 4 }}>
            <Paper
              variant="outlined"
              sx={{ height: 72, display: 'grid', placeItems: 'center', typography: 'body2' }}
            >
              {photo}
            </Paper>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
