import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

/** Slider positions 0–10 map to 1 MB, 2 MB, 4 MB … 1,024 MB. */
const toMegabytes = (position: number) => 2 ** position;

function formatSize(megabytes: number) {
  return megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
}

export default function SliderLogScale() {
  const [position, setPosition] = React.useState(6);
  const labelId = React.useId();
  return (
    <Box sx={{ width: '100%', maxWidth: 380 }}>
      <Typography id={labelId} level="title-sm">
        Largest upload: {formatSize(toMegabytes(position))}
      </Typography>
      <Slider
        aria-labelledby={labelId}
        min={0}
        max={10}
        step={1}
        value={position}
        scale={toMegabytes}
        onChange={(_event, value) => setPosition(value as number)}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
        marks={[
          { value: 0, label: '1 MB' },
          { value: 5, label: '32 MB' },
          { value: 10, label: '1 GB' },
        ]}
      />
    </Box>
  );
}
