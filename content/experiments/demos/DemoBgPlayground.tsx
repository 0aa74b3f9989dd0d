import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function DemoBgPlayground() {
  const [radius, setRadius] = React.useState(12);

  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2, width: '100%' }}
    >
      <Box
        sx={{
          width: 120,
          height: 120,
          bgcolor: 'primary.main',
          borderRadius: `${radius}px`,
          transition: 'border-radius 120ms',
        }}
      />
      <Box sx={{ width: '100%', maxWidth: 280 }}>
        <Typography id="playground-radius" variant="body2" gutterBottom>
          Border radius: {radius}px
        </Typography>
        <Slider
          aria-labelledby="playground-radius"
          value={radius}
          min={0}
          max={60}
          onChange={(_, value) => setRadius(value as number)}
        />
      </Box>
    </Box>
  );
}
