import * as React from 'react';
import Box from '@mui/system/Box';

const people = ['AK', 'RB', 'MT', 'JS', 'LN'];

export default function SpacingNegative() {
  return (
    <Box sx={{ display: 'grid', gap: 2, color: 'text.primary' }}>
      <Box
        component="ul"
        aria-label="Reviewers"
        sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}
      >
        {people.map((initials, index) => (
          <Box
            component="li"
            key={initials}
            sx={{
              // -1 is minus one spacing unit: each avatar slides under the previous one.
              marginInlineStart: index === 0 ? 0 : -1,
              width: 40,
              height: 40,
              display: 'grid',
              placeItems: 'center',
              borderRadius: '50%',
              border: 2,
              borderColor: 'background.paper',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontSize: 13,
            }}
          >
            {initials}
          </Box>
        ))}
      </Box>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, maxWidth: 360 }}>
        <Box
          sx={{
            // Full-bleed inside a padded card: the negative margin cancels the padding.
            mx: -2,
            mt: -2,
            mb: 2,
            height: 64,
            borderStartStartRadius: 4,
            borderStartEndRadius: 4,
            background: 'linear-gradient(90deg, #3d5a80, #98c1d9)',
          }}
        />
        Card body with <code>p: 2</code>; the banner above uses <code>mx: -2, mt: -2</code>.
      </Box>
    </Box>
  );
}
