import * as React from 'react';
import Box from '@mui/system/Box';

export default function DisplayPrint() {
  return (
    <Box sx={{ width: '100%', maxWidth: 460, color: 'text.primary', fontSize: 14 }}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 2,
          p: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <div>
          <strong>Boarding pass</strong>
          <Box sx={{ color: 'text.secondary' }}>OPO → CPH · Seat 14C · Gate B7</Box>
        </div>
        {/* Shown on screen, left out of the printout. */}
        <Box
          component="button"
          type="button"
          sx={{ displayPrint: 'none', font: 'inherit', px: 1.5, py: 0.5, cursor: 'pointer' }}
        >
          Add to wallet
        </Box>
      </Box>
      {/* Hidden on screen, printed under the pass. */}
      <Box sx={{ display: 'none', displayPrint: 'block', mt: 1 }}>
        Printed on paper: show this page with a photo ID at the gate.
      </Box>
      <Box sx={{ mt: 1, color: 'text.secondary', fontSize: 12 }}>
        Open your browser's print preview to see the button disappear and a note appear.
      </Box>
    </Box>
  );
}
