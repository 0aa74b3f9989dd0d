import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const temperatureMarks = [
  { value: 0, label: '0 °C' },
  { value: 20, label: '20 °C' },
  { value: 37, label: '37 °C' },
  { value: 100, label: '100 °C' },
];

const qualityMarks = [
  { value: 360, label: '360p' },
  { value: 720, label: '720p' },
  { value: 1080, label: '1080p' },
  { value: 2160, label: '4K' },
];

function celsius(value: number) {
  return `${value} °C`;
}

export default function DiscreteSlider() {
  const temperatureId = React.useId();
  const qualityId = React.useId();

  return (
    <Box sx={{ width: '100%', maxWidth: 360, paddingInline: 2 }}>
      <Typography id={temperatureId} gutterBottom>
        Temperature
      </Typography>
      <Slider
        aria-labelledby={temperatureId}
        defaultValue={30}
        step={10}
        marks
        min={0}
        max={100}
        valueLabelDisplay="auto"
        valueLabelFormat={celsius}
        getAriaValueText={celsius}
      />
      <Slider
        aria-label="Temperature with labelled marks"
        defaultValue={37}
        marks={temperatureMarks}
        getAriaValueText={celsius}
        valueLabelDisplay="auto"
      />
      <Typography id={qualityId} gutterBottom sx={{ marginBlockStart: 2 }}>
        Video quality
      </Typography>
      <Slider
        aria-labelledby={qualityId}
        defaultValue={1080}
        step={null}
        min={360}
        max={2160}
        marks={qualityMarks}
        getAriaValueText={(value) => qualityMarks.find((mark) => mark.value === value)?.label ?? ''}
      />
    </Box>
  );
}
