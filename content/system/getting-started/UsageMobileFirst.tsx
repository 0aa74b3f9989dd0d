import * as React from 'react';
import Box from '@mui/system/Box';

export default function UsageMobileFirst() {
  return (
    <Box
      sx={{
        // Mobile first: xs applies from 0 up, each later key overrides from its breakpoint up.
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
        gap: { xs: 1, md: 2 },
        width: '100%',
        fontSize: { xs: 13, md: 15 },
        color: 'text.primary',
      }}
    >
      {['Mon 14°', 'Tue 16°', 'Wed 12°', 'Thu 15°'].map((day) => (
        <Box
          key={day}
          sx={{
            p: { xs: 1, md: 2 },
            bgcolor: 'action.hover',
            borderRadius: 1,
            textAlign: 'center',
          }}
        >
          {day}
        </Box>
      ))}
    </Box>
  );
}
