import * as React from 'react';
import Box from '@mui/system/Box';

export default function FlexShrinkBasis() {
  const [width, setWidth] = React.useState(100);

  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', color: 'text.primary', fontSize: 13 }}>
      <label>
        Container width: {width}%{' '}
        <input
          type="range"
          min={40}
          max={100}
          value={width}
          onChange={(event) => setWidth(Number(event.target.value))}
        />
      </label>
      <Box
        sx={{
          display: 'flex',
          gap: 1,
          width: `${width}%`,
          p: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Box
          sx={{
            flexBasis: 96,
            flexShrink: 0,
            p: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          }}
        >
          flexShrink: 0
        </Box>
        <Box sx={{ flexBasis: 240, flexShrink: 1, minWidth: 0, p: 1, bgcolor: 'action.selected' }}>
          flexBasis: 240, flexShrink: 1
        </Box>
        <Box sx={{ flexBasis: 240, flexShrink: 3, minWidth: 0, p: 1, bgcolor: 'action.hover' }}>
          flexShrink: 3 (gives up space three times as fast)
        </Box>
      </Box>
    </Box>
  );
}
