import * as React from 'react';
import Box from '@mui/system/Box';

export default function BorderFocusRing() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%', maxWidth: 320, color: 'text.primary' }}>
      <Box component="label" htmlFor="border-focus-coupon" sx={{ fontSize: 14 }}>
        Coupon code
      </Box>
      <Box
        component="input"
        id="border-focus-coupon"
        placeholder="SPRING-24"
        sx={{
          font: 'inherit',
          color: 'inherit',
          bgcolor: 'background.paper',
          px: 1.5,
          py: 1,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          outline: 0,
          '&:hover': { borderColor: 'text.secondary' },
          '&:focus-visible': {
            borderColor: 'primary.main',
            outline: '3px solid',
            outlineColor: 'primary.light',
            outlineOffset: 1,
          },
        }}
      />
      <Box component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
        Hover and focus the field: only the border colour and the outline ring change.
      </Box>
    </Box>
  );
}
