import * as React from 'react';
import Box from '@mui/system/Box';
import { useTheme } from '@mui/material/styles';

const layers = [
  'mobileStepper',
  'fab',
  'speedDial',
  'appBar',
  'drawer',
  'modal',
  'snackbar',
  'tooltip',
] as const;

export default function ZIndexLayers() {
  const theme = useTheme();
  return (
    <Box sx={{ position: 'relative', height: 220, width: '100%', maxWidth: 420 }}>
      {layers.map((layer, index) => (
        <Box
          key={layer}
          sx={{
            position: 'absolute',
            insetBlockStart: index * 20,
            insetInlineStart: index * 28,
            zIndex: layer,
            width: 160,
            px: 1,
            py: 0.5,
            fontSize: 12,
            fontFamily: 'monospace',
            color: 'text.primary',
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            boxShadow: 2,
          }}
        >
          {`zIndex: '${layer}'`}
          <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            = {theme.zIndex[layer]}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
