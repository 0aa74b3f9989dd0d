import * as React from 'react';
import Box from '@mui/system/Box';

const comments = [
  'Great write-up, thank you.',
  'Could the next part cover caching? Our team keeps running into stale data after deploys.',
  'Agreed.',
  'The diagram in section two made it click for me.',
  'Bookmarked for the onboarding docs.',
];

export default function SizingMinMax() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Box
        component="button"
        type="button"
        sx={{ minWidth: 120, minHeight: 44, px: 2, font: 'inherit', cursor: 'pointer' }}
      >
        OK
      </Box>
      <Box
        component="ul"
        aria-label="Comments"
        tabIndex={0}
        sx={{
          maxWidth: 280,
          maxHeight: 140,
          overflowY: 'auto',
          m: 0,
          p: 1,
          pl: 3,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.primary',
          fontSize: 14,
        }}
      >
        {comments.map((comment) => (
          <li key={comment}>{comment}</li>
        ))}
      </Box>
    </Box>
  );
}
