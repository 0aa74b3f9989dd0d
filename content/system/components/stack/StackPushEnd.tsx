import * as React from 'react';
import Box from '@mui/system/Box';
import Stack from '@mui/system/Stack';

export default function StackPushEnd() {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        alignItems: 'center',
        width: '100%',
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box component="button" type="button" sx={{ font: 'inherit', px: 1.5, py: 0.5 }}>
        Bold
      </Box>
      <Box component="button" type="button" sx={{ font: 'inherit', px: 1.5, py: 0.5 }}>
        Italic
      </Box>
      <Box component="span" sx={{ flexGrow: 1 }} />
      <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
        Saved 2 min ago
      </Box>
      <Box component="button" type="button" sx={{ font: 'inherit', px: 1.5, py: 0.5 }}>
        Publish
      </Box>
    </Stack>
  );
}
