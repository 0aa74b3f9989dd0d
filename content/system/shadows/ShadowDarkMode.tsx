import * as React from 'react';
import Box from '@mui/system/Box';

export default function ShadowDarkMode() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
      <Box
        sx={{
          width: 200,
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 4,
          fontSize: 14,
        }}
      >
        Shadow only: in dark mode it almost disappears against the dark page.
      </Box>
      <Box
        sx={(theme) => ({
          width: 200,
          p: 2,
          borderRadius: 2,
          bgcolor: 'background.paper',
          color: 'text.primary',
          boxShadow: 4,
          fontSize: 14,
          border: '1px solid transparent',
          ...theme.applyStyles('dark', { borderColor: 'rgba(255, 255, 255, 0.16)' }),
        })}
      >
        Shadow plus a light border in dark mode keeps the edge visible.
      </Box>
    </Box>
  );
}
