import * as React from 'react';
import Box from '@mui/system/Box';

const tags = ['Hiking', 'Sea kayaking', 'Bouldering', 'Trail running', 'Birdwatching', 'Camping'];

export default function FlexWrap() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 360, fontSize: 13 }}>
      {(['nowrap', 'wrap'] as const).map((wrap) => (
        <div key={wrap}>
          <Box component="code" sx={{ color: 'text.secondary' }}>
            flexWrap: &apos;{wrap}&apos;
          </Box>
          <Box
            component="ul"
            sx={{
              display: 'flex',
              flexWrap: wrap,
              gap: 1,
              m: 0,
              p: 1,
              listStyle: 'none',
              overflow: 'hidden',
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {tags.map((tag) => (
              <Box
                component="li"
                key={tag}
                sx={{
                  flexShrink: 0,
                  px: 1.25,
                  py: 0.5,
                  borderRadius: 4,
                  bgcolor: 'action.selected',
                  color: 'text.primary',
                }}
              >
                {tag}
              </Box>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
