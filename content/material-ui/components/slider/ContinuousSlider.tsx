import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import VolumeDown from '@mui/icons-material/VolumeDown';
import VolumeUp from '@mui/icons-material/VolumeUp';
import BrightnessLow from '@mui/icons-material/BrightnessLow';
import BrightnessHigh from '@mui/icons-material/BrightnessHigh';

export default function ContinuousSlider() {
  const [volume, setVolume] = React.useState(30);

  return (
    <Box sx={{ width: '100%', maxWidth: 320 }}>
      <Stack spacing={2} direction="row" sx={{ alignItems: 'center', marginBlockEnd: 1 }}>
        <VolumeDown />
        <Slider
          aria-label="Volume"
          value={volume}
          onChange={(_event, newValue) => setVolume(newValue as number)}
        />
        <VolumeUp />
      </Stack>
      <Stack spacing={2} direction="row" sx={{ alignItems: 'center' }}>
        <BrightnessLow />
        <Slider aria-label="Brightness (locked)" defaultValue={60} disabled />
        <BrightnessHigh />
      </Stack>
    </Box>
  );
}
