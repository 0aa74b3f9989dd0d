import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// The slider moves through 0…10 evenly; `scale` maps each position to 2^n megabytes.
const toMegabytes = (position: number) => 2 ** position;

function formatSize(megabytes: number) {
  return megabytes >= 1024 ? `${megabytes / 1024} GB` : `${megabytes} MB`;
}

export default function NonLinearSlider() {
  const [position, setPosition] = React.useState(6);

  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id="upload-limit-label" gutterBottom>
        Upload limit: {formatSize(toMegabytes(position))}
      </Typography>
      <Slider
        aria-labelledby="upload-limit-label"
        value={position}
        onChange={(_event, value) => setPosition(value as number)}
        min={0}
        max={10}
        step={1}
        marks
        scale={toMegabytes}
        valueLabelDisplay="auto"
        valueLabelFormat={formatSize}
        getAriaValueText={formatSize}
      />
    </Box>
  );
}
