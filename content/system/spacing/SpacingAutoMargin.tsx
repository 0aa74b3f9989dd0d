import * as React from 'react';
import Box from '@mui/system/Box';

export default function SpacingAutoMargin() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', color: 'text.primary', fontSize: 14 }}>
      <Box
        component="nav"
        aria-label="Account"
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          p: 1.5,
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        <strong>Ledgerly</strong>
        <span>Reports</span>
        <span>Invoices</span>
        {/* Pushes itself, and everything after it, to the end of the row. */}
        <Box component="span" sx={{ marginInlineStart: 'auto' }}>
          Sign out
        </Box>
      </Box>
      <Box
        sx={{
          mx: 'auto',
          width: 240,
          p: 1.5,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          textAlign: 'center',
        }}
      >
        <code>mx: &apos;auto&apos;</code> centres a box of fixed width.
      </Box>
    </Box>
  );
}
