import * as React from 'react';
import Box from '@mui/system/Box';
import { visuallyHidden } from '@mui/utils';

export default function SkipLink() {
  return (
    <Box sx={{ position: 'relative', width: '100%', color: 'text.primary', fontSize: 14 }}>
      <Box
        component="a"
        href="#skip-link-demo-main"
        sx={{
          ...visuallyHidden,
          // Once focused, undo the hiding so sighted keyboard users see where they are.
          '&:focus': {
            clip: 'auto',
            clipPath: 'none',
            width: 'auto',
            height: 'auto',
            margin: 0,
            insetBlockStart: 8,
            insetInlineStart: 8,
            px: 1.5,
            py: 1,
            zIndex: 'tooltip',
            bgcolor: 'background.paper',
            color: 'primary.main',
            border: 2,
            borderColor: 'primary.main',
            borderRadius: 1,
          },
        }}
      >
        Skip to main content
      </Box>
      <Box
        component="nav"
        aria-label="Demo site"
        sx={{ display: 'flex', gap: 2, p: 1.5, bgcolor: 'action.hover' }}
      >
        <a href="#skip-link-demo-main">Home</a>
        <a href="#skip-link-demo-main">Pricing</a>
        <a href="#skip-link-demo-main">Docs</a>
      </Box>
      <Box id="skip-link-demo-main" tabIndex={-1} sx={{ p: 1.5 }}>
        Click just above this demo, then press Tab: the skip link appears first.
      </Box>
    </Box>
  );
}
