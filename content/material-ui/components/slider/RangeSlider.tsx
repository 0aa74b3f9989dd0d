import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const MIN_DISTANCE = 50;

function price(value: number) {
  return `$${value}`;
}

export default function RangeSlider() {
  const [range, setRange] = React.useState<[number, number]>([150, 600]);

  const handleChange = (_event: Event, newValue: number | number[], activeThumb: number) => {
    if (!Array.isArray(newValue)) return;
    const [low = range[0], high = range[1]] = newValue;
    if (activeThumb === 0) {
      setRange([Math.min(low, range[1] - MIN_DISTANCE), range[1]]);
    } else {
      setRange([range[0], Math.max(high, range[0] + MIN_DISTANCE)]);
    }
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 360, paddingInline: 2 }}>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Minimum price' : 'Maximum price')}
        value={range}
        onChange={handleChange}
        min={0}
        max={1000}
        step={10}
        valueLabelDisplay="auto"
        valueLabelFormat={price}
        getAriaValueText={price}
        disableSwap
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Showing homes from {price(range[0])} to {price(range[1])} a night.
      </Typography>
    </Box>
  );
}
