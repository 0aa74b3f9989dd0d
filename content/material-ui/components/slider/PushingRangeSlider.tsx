import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// Minutes after midnight: 08:00 to 20:00, in quarter hours.
const OPENS = 8 * 60;
const CLOSES = 20 * 60;
const MIN_LENGTH = 30;

function clock(minutes: number) {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

export default function PushingRangeSlider() {
  const labelId = React.useId();
  const [slot, setSlot] = React.useState<[number, number]>([9 * 60, 10 * 60 + 30]);

  const handleChange = (_event: Event, newValue: number | number[], activeThumb: number) => {
    if (!Array.isArray(newValue)) return;
    let [start = slot[0], end = slot[1]] = newValue;
    if (end - start < MIN_LENGTH) {
      if (activeThumb === 0) {
        // The start pushes the end ahead of it, until the end reaches closing time.
        end = Math.min(start + MIN_LENGTH, CLOSES);
        start = end - MIN_LENGTH;
      } else {
        end = Math.max(end, OPENS + MIN_LENGTH);
        start = end - MIN_LENGTH;
      }
    }
    setSlot([start, end]);
  };

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{ width: '100%', maxWidth: 420, paddingInline: 2 }}
    >
      <Typography id={labelId} gutterBottom>
        Meeting room booking
      </Typography>
      <Slider
        getAriaLabel={(index) => (index === 0 ? 'Start time' : 'End time')}
        value={slot}
        onChange={handleChange}
        min={OPENS}
        max={CLOSES}
        step={15}
        disableSwap
        valueLabelDisplay="auto"
        valueLabelFormat={clock}
        getAriaValueText={clock}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {clock(slot[0])} to {clock(slot[1])} ({slot[1] - slot[0]} minutes)
      </Typography>
    </Box>
  );
}
