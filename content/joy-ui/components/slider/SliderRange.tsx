import * as React from 'react';
import Box from '@mui/joy/Box';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';
import { useRtl } from '@mui/system/RtlProvider';

function formatTime(hours: number) {
  const whole = Math.floor(hours);
  const minutes = Math.round((hours - whole) * 60);
  return `${String(whole).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export default function SliderRange() {
  const isRtl = useRtl();
  const [hours, setHours] = React.useState<number[]>([9, 17.5]);

  return (
    <Box sx={{ width: '100%', maxWidth: 400, paddingInline: 1.5 }}>
      <Typography level="title-sm">Opening hours</Typography>
      <Slider
        // Joy's mark labels are below AA contrast in dark mode.
        sx={{ '& .MuiSlider-markLabel': { color: 'text.secondary' } }}
        value={hours}
        onChange={(_event, value) => setHours(value as number[])}
        min={6}
        max={22}
        step={0.5}
        disableSwap
        marks={[8, 12, 16, 20].map((value) => ({ value, label: formatTime(value) }))}
        valueLabelDisplay="auto"
        valueLabelFormat={formatTime}
        getAriaLabel={(index) => (index === 0 ? 'Opening time' : 'Closing time')}
        getAriaValueText={formatTime}
        isRtl={isRtl}
      />
      <Typography level="body-sm" sx={{ marginBlockStart: 3 }}>
        Open from {formatTime(hours[0]!)} to {formatTime(hours[1]!)}, {hours[1]! - hours[0]!} hours
        a day.
      </Typography>
    </Box>
  );
}
