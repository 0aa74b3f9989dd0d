import * as React from 'react';
import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const photos = ['Harbour', 'Old town', 'Lighthouse', 'Market', 'Cliffs', 'Vineyard'];

export default function GridRowColumnSpacing() {
  const [rowSpacing, setRowSpacing] = React.useState(3);
  const [columnSpacing, setColumnSpacing] = React.useState(1);

  return (
    <Box sx={{ width: '100%', color: 'text.primary', fontSize: 13 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}>
        <label>
          rowSpacing {rowSpacing}{' '}
          <input
            type="range"
            min={0}
            max={5}
            value={rowSpacing}
            onChange={(event) => setRowSpacing(Number(event.target.value))}
          />
        </label>
        <label>
          columnSpacing {columnSpacing}{' '}
          <input
            type="range"
            min={0}
            max={5}
            value={columnSpacing}
            onChange={(event) => setColumnSpacing(Number(event.target.value))}
          />
        </label>
      </Box>
      <Grid container rowSpacing={rowSpacing} columnSpacing={columnSpacing}>
        {photos.map((photo) => (
          <Grid key={photo} size={4}>
            <Box sx={{ p: 1.5, bgcolor: 'action.selected', borderRadius: 1 }}>{photo}</Box>
          </Grid>
        ))}
      </Grid>
    </Box>
  );
}
