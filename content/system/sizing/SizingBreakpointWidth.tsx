import * as React from 'react';
import Box from '@mui/system/Box';

const keys = ['xs', 'sm', 'md'] as const;

export default function SizingBreakpointWidth() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', fontSize: 13, color: 'text.primary' }}>
      {keys.map((key) => (
        <Box
          key={key}
          sx={{
            // A breakpoint key reads theme.breakpoints.values: sm → 600px, md → 900px.
            maxWidth: key,
            minWidth: 120,
            p: 1,
            bgcolor: 'action.selected',
            borderRadius: 1,
            overflow: 'hidden',
          }}
        >
          maxWidth: &apos;{key}&apos;
          {key === 'xs' ? ' — no effect: xs is 0, so the value is passed through as "xs"' : ''}
        </Box>
      ))}
    </Box>
  );
}
