import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

const filters = [
  'Vegetarian',
  'Under 30 min',
  'One pot',
  'Gluten-free',
  'Spicy',
  'Kid friendly',
  'Freezer friendly',
];

const chip = {
  px: 1.25,
  py: 0.5,
  borderRadius: 4,
  bgcolor: 'action.selected',
  color: 'text.primary',
  fontSize: 13,
} as const;

export default function StackFlexGapWrap() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 340 }}>
      <div>
        <Box component="code" sx={{ fontSize: 12, color: 'text.secondary' }}>
          margins (default): wrapped rows get a stray start margin
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          {filters.map((filter) => (
            <Box key={filter} sx={chip}>
              {filter}
            </Box>
          ))}
        </Stack>
      </div>
      <div>
        <Box component="code" sx={{ fontSize: 12, color: 'text.secondary' }}>
          useFlexGap: rows and columns spaced evenly
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {filters.map((filter) => (
            <Box key={filter} sx={chip}>
              {filter}
            </Box>
          ))}
        </Stack>
      </div>
    </Box>
  );
}
