import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

export default function SmallStepSlider() {
  const labelId = React.useId();
  const [lineHeight, setLineHeight] = React.useState(1.5);

  return (
    <Box sx={{ width: '100%', maxWidth: 420, paddingInline: 2 }}>
      <Typography id={labelId} gutterBottom>
        Line height
      </Typography>
      <Slider
        aria-labelledby={labelId}
        value={lineHeight}
        onChange={(_event, value) => setLineHeight(value as number)}
        min={1}
        max={2}
        step={0.05}
        marks={[
          { value: 1, label: 'Tight' },
          { value: 2, label: 'Loose' },
        ]}
        valueLabelDisplay="auto"
      />
      <Typography variant="body2" sx={{ lineHeight, marginTop: 1 }}>
        The ferry leaves at dawn. Pack light, bring a jumper for the crossing, and keep your ticket
        where you can reach it: the inspectors come round twice.
      </Typography>
    </Box>
  );
}
