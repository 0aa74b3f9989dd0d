import * as React from 'react';
import Masonry from '@mui/lab/Masonry';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';

const heights = [90, 50, 70, 110, 60, 80, 50, 100];

export default function MasonrySpacing() {
  const [spacing, setSpacing] = React.useState(2);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Typography id="masonry-spacing-label" variant="body2">
          spacing
        </Typography>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={spacing}
          onChange={(event, next: number | null) => next !== null && setSpacing(next)}
          aria-labelledby="masonry-spacing-label"
        >
          {[0, 1, 2, 4].map((value) => (
            <ToggleButton key={value} value={value}>
              {value}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Masonry
        columns={4}
        spacing={spacing}
        defaultColumns={4}
        defaultSpacing={2}
        defaultHeight={320}
      >
        {heights.map((height, index) => (
          <Paper key={index} variant="outlined" sx={{ height, bgcolor: 'action.hover' }} />
        ))}
      </Masonry>
    </Stack>
  );
}
