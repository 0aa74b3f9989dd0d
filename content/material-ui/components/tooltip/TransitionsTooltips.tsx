import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Tooltip from '@mui/material/Tooltip';
import Zoom from '@mui/material/Zoom';

export default function TransitionsTooltips() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Tooltip title="Grows in (the default)" describeChild>
        <Button variant="outlined">Grow</Button>
      </Tooltip>
      <Tooltip
        title="Fades in slowly"
        describeChild
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 600 } }}
      >
        <Button variant="outlined">Fade</Button>
      </Tooltip>
      <Tooltip title="Zooms in" describeChild slots={{ transition: Zoom }}>
        <Button variant="outlined">Zoom</Button>
      </Tooltip>
    </Box>
  );
}
