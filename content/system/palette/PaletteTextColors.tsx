import * as React from 'react';
import Box from '@mui/system/Box';

const rows = [
  { key: 'text.primary', use: 'Body text and headings' },
  { key: 'text.secondary', use: 'Captions, metadata, helper text' },
  { key: 'text.disabled', use: 'Unavailable options (not for content people must read)' },
  { key: 'primary.main', use: 'Links and emphasis that should look interactive' },
  { key: 'error.main', use: 'Validation messages' },
];

export default function PaletteTextColors() {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1, m: 0 }}>
      {rows.map((row) => (
        <React.Fragment key={row.key}>
          <Box
            component="dt"
            sx={{ fontFamily: 'monospace', fontSize: 13, color: 'text.secondary' }}
          >
            {row.key}
          </Box>
          <Box component="dd" sx={{ m: 0, color: row.key }}>
            {row.use}
          </Box>
        </React.Fragment>
      ))}
    </Box>
  );
}
