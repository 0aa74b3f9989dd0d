import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';

const path =
  '/home/projects/annual-report-2025/drafts/chapter-04-regional-results/figures/export.svg';

export default function VariableWidthTooltips() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Tooltip title={path} describeChild>
        <Button variant="outlined">Default (300px max, wraps)</Button>
      </Tooltip>
      <Tooltip
        title={path}
        describeChild
        slotProps={{ tooltip: { sx: { maxWidth: 'none', whiteSpace: 'nowrap' } } }}
      >
        <Button variant="outlined">No maximum</Button>
      </Tooltip>
      <Tooltip
        title={path}
        describeChild
        slotProps={{ tooltip: { sx: { wordBreak: 'break-all' } } }}
      >
        <Button variant="outlined">Break anywhere</Button>
      </Tooltip>
    </Box>
  );
}
