import * as React from 'react';
import Box from '@mui/system/Box';
import { alpha } from '@mui/system';

export default function SxCallbacks() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {/* A value callback: one property computed from the theme. */}
      <Box
        sx={{
          p: 2,
          borderRadius: 1,
          color: 'text.primary',
          bgcolor: (t) => alpha(t.palette.primary.main, t.palette.mode === 'dark' ? 0.24 : 0.12),
        }}
      >
        Tinted with alpha()
      </Box>
      {/* A whole-object callback: several properties from the same theme values. */}
      <Box
        sx={(t) => ({
          padding: t.spacing(2, 3),
          borderRadius: 1,
          color: 'text.primary',
          border: `1px solid ${t.palette.divider}`,
          fontFamily: 'monospace',
        })}
      >
        sx as a function
      </Box>
    </Box>
  );
}
