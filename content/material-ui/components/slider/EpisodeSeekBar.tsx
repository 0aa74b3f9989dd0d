import * as React from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import Forward30Icon from '@mui/icons-material/Forward30';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Replay10Icon from '@mui/icons-material/Replay10';

const LENGTH = 24 * 60 + 38; // seconds

function clock(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

function words(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'} ${rest} ${rest === 1 ? 'second' : 'seconds'}`;
}

function spoken(seconds: number) {
  return `${words(seconds)} of ${words(LENGTH)}`;
}

export default function EpisodeSeekBar() {
  const [position, setPosition] = React.useState(312);
  const [playing, setPlaying] = React.useState(false);

  // The clock runs only while playing, and stops at the end of the episode.
  React.useEffect(() => {
    if (!playing) return undefined;
    const id = setInterval(() => {
      setPosition((current) => Math.min(current + 1, LENGTH));
    }, 1000);
    return () => clearInterval(id);
  }, [playing]);

  React.useEffect(() => {
    if (position >= LENGTH) setPlaying(false);
  }, [position]);

  const skip = (seconds: number) =>
    setPosition((current) => Math.min(Math.max(current + seconds, 0), LENGTH));

  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%', maxWidth: 400, mx: 'auto' }}>
      <Typography sx={{ fontWeight: 600 }}>Tidal Notes, episode 12</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Why the harbour freezes last
      </Typography>
      <Slider
        aria-label="Position in episode"
        value={position}
        min={0}
        max={LENGTH}
        step={1}
        onChange={(_event, value) => setPosition(value as number)}
        getAriaValueText={spoken}
        sx={{
          mt: 1,
          height: 4,
          '& .MuiSlider-thumb': {
            width: 10,
            height: 10,
            transition: 'width 0.2s, height 0.2s',
            '&:hover, &.Mui-focusVisible': { width: 14, height: 14 },
            '&.Mui-active': { width: 18, height: 18 },
          },
          '& .MuiSlider-rail': { opacity: 0.3 },
          '@media (prefers-reduced-motion: reduce)': {
            '& .MuiSlider-thumb': { transition: 'none' },
          },
        }}
      />
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          mt: -1,
          typography: 'caption',
          color: 'text.secondary',
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        <span>{clock(position)}</span>
        <span>-{clock(LENGTH - position)}</span>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'center', gap: 1 }}>
        <IconButton aria-label="Back 10 seconds" onClick={() => skip(-10)}>
          <Replay10Icon />
        </IconButton>
        <IconButton
          aria-label={playing ? 'Pause' : 'Play'}
          onClick={() => setPlaying((current) => !current && position < LENGTH)}
          size="large"
        >
          {playing ? <PauseRounded fontSize="large" /> : <PlayArrowRounded fontSize="large" />}
        </IconButton>
        <IconButton aria-label="Forward 30 seconds" onClick={() => skip(30)}>
          <Forward30Icon />
        </IconButton>
      </Box>
    </Paper>
  );
}
