import * as React from 'react';
import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';
import Slider from '@mui/joy/Slider';
import Typography from '@mui/joy/Typography';

export default function CircularProgressPlayground() {
  const [size, setSize] = React.useState(80);
  const [track, setTrack] = React.useState(6);
  const [progress, setProgress] = React.useState(10);
  const [linecap, setLinecap] = React.useState('round');
  return (
    <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', alignItems: 'center' }}>
      <Box sx={{ width: 140, display: 'flex', justifyContent: 'center' }}>
        <CircularProgress
          determinate
          value={70}
          aria-label="Preview, 70%"
          sx={{
            '--CircularProgress-size': `${size}px`,
            '--CircularProgress-trackThickness': `${track}px`,
            '--CircularProgress-progressThickness': `${progress}px`,
            '--CircularProgress-linecap': linecap,
          }}
        />
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 220, flex: 1 }}>
        <FormControl size="sm" id="cp-size-input">
          <FormLabel id="cp-size">--CircularProgress-size: {size}px</FormLabel>
          <Slider
            size="sm"
            min={24}
            max={128}
            value={size}
            onChange={(event, value) => setSize(value as number)}
            slotProps={{ input: { id: 'cp-size-input' } }}
          />
        </FormControl>
        <FormControl size="sm" id="cp-track-input">
          <FormLabel id="cp-track">--CircularProgress-trackThickness: {track}px</FormLabel>
          <Slider
            size="sm"
            min={1}
            max={20}
            value={track}
            onChange={(event, value) => setTrack(value as number)}
            slotProps={{ input: { id: 'cp-track-input' } }}
          />
        </FormControl>
        <FormControl size="sm" id="cp-progress-input">
          <FormLabel id="cp-progress">--CircularProgress-progressThickness: {progress}px</FormLabel>
          <Slider
            size="sm"
            min={1}
            max={20}
            value={progress}
            onChange={(event, value) => setProgress(value as number)}
            slotProps={{ input: { id: 'cp-progress-input' } }}
          />
        </FormControl>
        <div>
          <Typography id="cp-linecap" level="body-sm" sx={{ mb: 0.5 }}>
            --CircularProgress-linecap
          </Typography>
          <RadioGroup
            orientation="horizontal"
            size="sm"
            aria-labelledby="cp-linecap"
            value={linecap}
            onChange={(event) => setLinecap(event.target.value)}
          >
            <Radio value="round" label="round" />
            <Radio value="butt" label="butt" />
          </RadioGroup>
        </div>
      </Box>
    </Box>
  );
}
