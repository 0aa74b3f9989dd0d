import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import LinearProgress from '@mui/joy/LinearProgress';
import Slider from '@mui/joy/Slider';

export default function LinearProgressPlayground() {
  const [thickness, setThickness] = React.useState(16);
  const [progressThickness, setProgressThickness] = React.useState(8);
  const [radius, setRadius] = React.useState(8);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      <LinearProgress
        determinate
        value={60}
        variant="outlined"
        aria-label="Preview, 60%"
        sx={{
          '--LinearProgress-thickness': `${thickness}px`,
          '--LinearProgress-progressThickness': `${progressThickness}px`,
          '--LinearProgress-radius': `${radius}px`,
        }}
      />
      <FormControl size="sm" id="lp-thickness-input">
        <FormLabel id="lp-thickness">--LinearProgress-thickness: {thickness}px</FormLabel>
        <Slider
          size="sm"
          min={4}
          max={32}
          value={thickness}
          onChange={(event, value) => setThickness(value as number)}
          slotProps={{ input: { id: 'lp-thickness-input' } }}
        />
      </FormControl>
      <FormControl size="sm" id="lp-progress-input">
        <FormLabel id="lp-progress">
          --LinearProgress-progressThickness: {progressThickness}px
        </FormLabel>
        <Slider
          size="sm"
          min={2}
          max={32}
          value={progressThickness}
          onChange={(event, value) => setProgressThickness(value as number)}
          slotProps={{ input: { id: 'lp-progress-input' } }}
        />
      </FormControl>
      <FormControl size="sm" id="lp-radius-input">
        <FormLabel id="lp-radius">--LinearProgress-radius: {radius}px</FormLabel>
        <Slider
          size="sm"
          min={0}
          max={16}
          value={radius}
          onChange={(event, value) => setRadius(value as number)}
          slotProps={{ input: { id: 'lp-radius-input' } }}
        />
      </FormControl>
    </Box>
  );
}
