import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';

export default function FollowCursorTooltip() {
  return (
    <Tooltip title="Seat map: 42 of 120 seats free" followCursor describeChild>
      <Box
        tabIndex={0}
        role="img"
        aria-label="Seat map of hall B"
        sx={{
          height: 120,
          maxWidth: 360,
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          backgroundImage: (theme) =>
            `repeating-linear-gradient(90deg, ${(theme.vars ?? theme).palette.action.selected} 0 18px, transparent 18px 24px)`,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      />
    </Tooltip>
  );
}
