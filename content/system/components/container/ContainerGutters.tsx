import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerGutters() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', color: 'text.primary', fontSize: 14 }}>
      {[false, true].map((disableGutters) => (
        <Box key={String(disableGutters)} sx={{ bgcolor: 'action.hover' }}>
          <Container maxWidth="sm" disableGutters={disableGutters}>
            <Box sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', p: 1 }}>
              {disableGutters
                ? 'disableGutters: content touches the container edges'
                : 'default: 16px side padding, 24px from the sm breakpoint up'}
            </Box>
          </Container>
        </Box>
      ))}
    </Box>
  );
}
