import * as React from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import SkipPreviousIcon from '@mui/icons-material/SkipPrevious';
import SkipNextIcon from '@mui/icons-material/SkipNext';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PauseIcon from '@mui/icons-material/Pause';

const episodes = [
  { title: 'Tides and timetables', show: 'Harbour Talk · Episode 41' },
  { title: 'The lighthouse keepers', show: 'Harbour Talk · Episode 42' },
  { title: 'Salt, wind and sails', show: 'Harbour Talk · Episode 43' },
];

export default function PodcastPlayerCard() {
  const rtl = useTheme().direction === 'rtl';
  const [index, setIndex] = React.useState(1);
  const [playing, setPlaying] = React.useState(false);
  const episode = episodes[index] ?? episodes[0];

  return (
    <Card variant="outlined" sx={{ display: 'flex', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <CardContent sx={{ flex: '1 0 auto' }}>
          <Typography component="p" variant="h6" noWrap>
            {episode?.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {episode?.show}
          </Typography>
        </CardContent>
        <Box
          role="group"
          aria-label="Playback"
          sx={{ display: 'flex', alignItems: 'center', paddingInline: 1, paddingBlockEnd: 1 }}
        >
          {/* Skip icons point along the reading direction. */}
          <IconButton
            aria-label="Previous episode"
            disabled={index === 0}
            onClick={() => setIndex(index - 1)}
          >
            {rtl ? <SkipNextIcon /> : <SkipPreviousIcon />}
          </IconButton>
          <IconButton
            aria-label={playing ? 'Pause' : 'Play'}
            onClick={() => setPlaying((value) => !value)}
          >
            {playing ? (
              <PauseIcon sx={{ height: 38, width: 38 }} />
            ) : (
              <PlayArrowIcon sx={{ height: 38, width: 38 }} />
            )}
          </IconButton>
          <IconButton
            aria-label="Next episode"
            disabled={index === episodes.length - 1}
            onClick={() => setIndex(index + 1)}
          >
            {rtl ? <SkipPreviousIcon /> : <SkipNextIcon />}
          </IconButton>
        </Box>
      </Box>
      {/* Decorative cover art, drawn with CSS instead of an image. */}
      <Box
        aria-hidden
        sx={{
          width: 140,
          flexShrink: 0,
          background: 'linear-gradient(160deg, #0f4c75 0%, #3282b8 55%, #bbe1fa 100%)',
        }}
      />
    </Card>
  );
}
