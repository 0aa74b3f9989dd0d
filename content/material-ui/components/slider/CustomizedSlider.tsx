import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

// A thick, flat slider: a rounded bar with a large square-ish thumb.
const ThickSlider = styled(Slider)(({ theme }) => ({
  height: 10,
  '& .MuiSlider-track': { border: 'none' },
  '& .MuiSlider-rail': {
    opacity: 1,
    backgroundColor: (theme.vars ?? theme).palette.action.selected,
  },
  '& .MuiSlider-thumb': {
    width: 22,
    height: 22,
    borderRadius: 6,
    backgroundColor: (theme.vars ?? theme).palette.background.paper,
    border: '3px solid currentColor',
    '&::before': { display: 'none' },
    '&:hover, &.Mui-focusVisible, &.Mui-active': {
      boxShadow: `0 0 0 6px ${theme.vars ? `rgba(${theme.vars.palette.primary.mainChannel} / 0.2)` : 'rgba(25, 118, 210, 0.2)'}`,
    },
  },
}));

export default function CustomizedSlider() {
  return (
    <Box sx={{ maxWidth: 360 }}>
      <Typography id="playback-speed-label" gutterBottom>
        Playback speed
      </Typography>
      <ThickSlider
        aria-labelledby="playback-speed-label"
        defaultValue={1}
        min={0.5}
        max={2}
        step={0.25}
        marks
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}×`}
        getAriaValueText={(value) => `${value} times`}
      />
    </Box>
  );
}
