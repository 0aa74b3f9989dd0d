import * as React from 'react';
import Box from '@mui/system/Box';

export default function SizingBoxSizing() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: 320, fontSize: 13, color: 'text.primary' }}>
      <Box sx={{ width: 1, borderBlockEnd: 1, borderColor: 'divider', pb: 0.5 }}>
        Parent: 320px wide
      </Box>
      {(['border-box', 'content-box'] as const).map((boxSizing) => (
        <Box
          key={boxSizing}
          sx={{
            boxSizing,
            width: 1,
            p: 2,
            border: 4,
            borderColor: 'primary.main',
            bgcolor: 'action.hover',
          }}
        >
          <code>boxSizing: &apos;{boxSizing}&apos;</code>
          <br />
          width: 1 (100%) + padding + border
          {boxSizing === 'content-box' ? ' → overflows by 40px' : ' → fits'}
        </Box>
      ))}
    </Box>
  );
}
