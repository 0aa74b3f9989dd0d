import * as React from 'react';
import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerSections() {
  return (
    <Box sx={{ width: '100%', color: 'text.primary' }}>
      {/* The band spans the full width; the container keeps its text aligned with the page. */}
      <Box
        component="section"
        aria-label="Newsletter"
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 3 }}
      >
        <Container maxWidth="sm">
          <strong>Monthly field notes</strong>
          <Box sx={{ fontSize: 14 }}>One email a month with new trails and gear reviews.</Box>
        </Container>
      </Box>
      <Box component="section" aria-label="Details" sx={{ py: 3 }}>
        <Container maxWidth="sm" sx={{ fontSize: 14 }}>
          The second section uses the same container width, so both blocks of text start at the same
          edge.
        </Container>
      </Box>
    </Box>
  );
}
