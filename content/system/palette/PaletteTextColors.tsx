import * as React from 'react';
import Box from '@mui/system/Box';

const rows = [
  { key: 'text.primary', use: 'Body text and headings' },
  { key: 'text.secondary', use: 'Captions, metadata, helper text' },
  { key: 'text.disabled', use: 'Unavailable option' },
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
          {row.key === 'text.disabled' ? (
            // Shown where it belongs, on a control that is really disabled: as plain text it would
            // fail the contrast people need to read it.
            <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
              <Box
                component="button"
                type="button"
                disabled
                sx={{
                  font: 'inherit',
                  color: row.key,
                  bgcolor: 'transparent',
                  border: 1,
                  borderRadius: 1,
                  px: 1,
                }}
              >
                {row.use}
              </Box>{' '}
              (not for content people must read)
            </Box>
          ) : (
            <Box component="dd" sx={{ m: 0, color: row.key }}>
              {row.use}
            </Box>
          )}
        </React.Fragment>
      ))}
    </Box>
  );
}
