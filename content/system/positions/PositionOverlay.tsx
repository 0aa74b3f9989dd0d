import * as React from 'react';
import Box from '@mui/system/Box';

export default function PositionOverlay() {
  return (
    <Box
      component="figure"
      sx={{
        position: 'relative',
        m: 0,
        width: 280,
        height: 180,
        borderRadius: 2,
        overflow: 'hidden',
        background: 'linear-gradient(135deg, #1f6f78 0%, #7fb77e 100%)',
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'absolute',
          insetBlockStart: 8,
          insetInlineEnd: 8,
          px: 1,
          borderRadius: 1,
          fontSize: 12,
          bgcolor: 'rgba(0, 0, 0, 0.6)',
          color: '#fff',
        }}
      >
        4:32
      </Box>
      <Box
        component="figcaption"
        sx={{
          position: 'absolute',
          inset: 'auto 0 0 0',
          px: 1.5,
          py: 1,
          bgcolor: 'rgba(0, 0, 0, 0.55)',
          color: '#fff',
          fontSize: 14,
        }}
      >
        Tidal pools at low tide, Cabo Espichel
      </Box>
    </Box>
  );
}
