import * as React from 'react';
import Box from '@mui/system/Box';

export default function FlexOrder() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        width: '100%',
        color: 'text.primary',
      }}
    >
      <Box
        component="article"
        sx={{ flex: 1, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <strong>Article</strong>
        <Box sx={{ fontSize: 14, color: 'text.secondary' }}>
          First in the source, so screen readers and keyboard users reach it first.
        </Box>
      </Box>
      <Box
        component="aside"
        aria-label="Summary"
        sx={{
          // On narrow screens the summary is shown above the article.
          order: { xs: -1, sm: 0 },
          flexBasis: { sm: 180 },
          p: 2,
          bgcolor: 'action.hover',
          borderRadius: 1,
          fontSize: 14,
        }}
      >
        Summary: 4 min read · updated in May
      </Box>
    </Box>
  );
}
