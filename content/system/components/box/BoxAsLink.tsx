import * as React from 'react';
import Box from '@mui/system/Box';

export default function BoxAsLink() {
  return (
    <Box
      component="a"
      href="#box-as-link"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        textDecoration: 'none',
        '&:hover': { bgcolor: 'primary.dark' },
        '&:focus-visible': {
          outline: '3px solid',
          outlineColor: 'primary.light',
          outlineOffset: 2,
        },
      }}
    >
      Download the timetable (PDF, 240 kB)
    </Box>
  );
}
