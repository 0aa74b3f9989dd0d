import * as React from 'react';
import Box from '@mui/system/Box';

const radii: Array<{ value: number | string; note: string }> = [
  { value: 0, note: 'square' },
  { value: 1, note: '1 × shape.borderRadius' },
  { value: 2, note: '2 × shape.borderRadius' },
  { value: 4, note: '4 × shape.borderRadius' },
  { value: '50%', note: 'a string is used as is' },
];

export default function BorderRadiusScale() {
  return (
    <Box
      component="ul"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, m: 0, p: 0, listStyle: 'none' }}
    >
      {radii.map(({ value, note }) => (
        <Box
          component="li"
          key={String(value)}
          sx={{ display: 'grid', justifyItems: 'center', gap: 1, fontSize: 13, maxWidth: 120 }}
        >
          <Box
            sx={{
              width: 72,
              height: 72,
              bgcolor: 'primary.main',
              borderRadius: value,
            }}
          />
          <Box component="code" sx={{ color: 'text.primary' }}>
            borderRadius: {JSON.stringify(value)}
          </Box>
          <Box component="span" sx={{ color: 'text.secondary', textAlign: 'center' }}>
            {note}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
