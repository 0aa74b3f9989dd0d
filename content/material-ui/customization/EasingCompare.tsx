import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import { createTheme } from '@mui/material/styles';

const { transitions } = createTheme();
const curves = ['easeInOut', 'easeOut', 'easeIn', 'sharp'] as const;

export default function EasingCompare() {
  const [moved, setMoved] = React.useState(false);
  return (
    <Stack spacing={1.5} sx={{ width: '100%' }}>
      <Button
        variant="outlined"
        startIcon={<PlayArrowRounded />}
        onClick={() => setMoved((value) => !value)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {moved ? 'Play back' : 'Play'}
      </Button>
      {curves.map((curve) => (
        <Box key={curve} sx={{ display: 'grid', gridTemplateColumns: '100px 1fr', gap: 2 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {curve}
          </Typography>
          <Box sx={{ position: 'relative', height: 24, bgcolor: 'action.hover', borderRadius: 3 }}>
            <Box
              sx={{
                position: 'absolute',
                top: 0,
                insetInlineStart: moved ? 'calc(100% - 24px)' : 0,
                width: 24,
                height: 24,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                transition: transitions.create('inset-inline-start', {
                  duration: 900,
                  easing: transitions.easing[curve],
                }),
              }}
            />
          </Box>
        </Box>
      ))}
    </Stack>
  );
}
