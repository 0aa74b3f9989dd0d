import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, getContrastRatio } from '@mui/material/styles';

const mains = ['#00897b', '#e53935', '#5e35b1', '#f9a825'];

export default function PaletteTokens() {
  const [main, setMain] = React.useState('#00897b');
  const [threshold, setThreshold] = React.useState(3);
  const [offset, setOffset] = React.useState(0.2);

  // The same computation createTheme runs for every colour role.
  const computed = createTheme({
    palette: { primary: { main }, contrastThreshold: threshold, tonalOffset: offset },
  }).palette.primary;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', fontSize: 14 }}>
        <label>
          main{' '}
          <select value={main} onChange={(event) => setMain(event.target.value)}>
            {mains.map((value) => (
              <option key={value}>{value}</option>
            ))}
          </select>
        </label>
        <label>
          contrastThreshold{' '}
          <select value={threshold} onChange={(event) => setThreshold(Number(event.target.value))}>
            <option value={3}>3 (default)</option>
            <option value={4.5}>4.5</option>
          </select>
        </label>
        <label>
          tonalOffset {offset.toFixed(2)}{' '}
          <input
            type="range"
            min={0}
            max={0.5}
            step={0.05}
            value={offset}
            onChange={(event) => setOffset(Number(event.target.value))}
          />
        </label>
      </Stack>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {(['light', 'main', 'dark'] as const).map((token) => (
          <Box
            key={token}
            sx={{
              minWidth: 140,
              p: 1.5,
              borderRadius: 1,
              bgcolor: computed[token],
              color: computed.contrastText,
              fontFamily: 'monospace',
              // Large bold text: WCAG asks 3:1 of it, the ratio the default contrastThreshold keeps.
              fontSize: 19,
              fontWeight: 700,
            }}
          >
            <Typography
              component="span"
              sx={{ display: 'block', fontWeight: 700, font: 'inherit' }}
            >
              {token}
            </Typography>
            {computed[token]}
            <Box component="span" sx={{ display: 'block' }}>
              {getContrastRatio(computed.contrastText, computed[token]).toFixed(2)}:1
            </Box>
          </Box>
        ))}
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        contrastText: <code>{computed.contrastText}</code> (the text colour on all three swatches)
      </Typography>
    </Stack>
  );
}
