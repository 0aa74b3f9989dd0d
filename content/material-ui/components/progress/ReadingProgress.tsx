import * as React from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

const FIRST_PAGE = 1;
const LAST_PAGE = 212;

// Page 1 is 0 %, page 212 is 100 %.
const toPercent = (current: number, min: number, max: number) =>
  ((current - min) * 100) / (max - min);

export default function ReadingProgress() {
  const [page, setPage] = React.useState(37);
  const labelId = React.useId();
  const sliderLabelId = React.useId();

  return (
    <Box sx={{ maxWidth: 420 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', marginBlockEnd: 0.5 }}>
        <Typography id={labelId} variant="body2">
          The Salt Road, by M. Okafor
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }} aria-hidden>
          {`Page ${page} of ${LAST_PAGE}`}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={toPercent(page, FIRST_PAGE, LAST_PAGE)}
        aria-labelledby={labelId}
        aria-valuetext={`Page ${page} of ${LAST_PAGE}`}
      />
      <Typography id={sliderLabelId} variant="body2" sx={{ marginBlockStart: 3 }}>
        Jump to page
      </Typography>
      <Slider
        value={page}
        min={FIRST_PAGE}
        max={LAST_PAGE}
        onChange={(_event, value) => setPage(value as number)}
        valueLabelDisplay="auto"
        aria-labelledby={sliderLabelId}
      />
    </Box>
  );
}
