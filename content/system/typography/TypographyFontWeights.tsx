import * as React from 'react';
import Box from '@mui/system/Box';

const weights = ['light', 'regular', 'medium', 'bold'] as const;

export default function TypographyFontWeights() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'text.primary' }}>
      {weights.map((weight) => (
        <Box component="li" key={weight} sx={{ fontWeight: weight, fontSize: 20, py: 0.5 }}>
          fontWeight: &apos;{weight}&apos;{' '}
          <Box
            component="span"
            sx={{ fontSize: 13, fontWeight: 'regular', color: 'text.secondary' }}
          >
            (theme.typography.fontWeight{weight.charAt(0).toUpperCase() + weight.slice(1)})
          </Box>
        </Box>
      ))}
    </Box>
  );
}
