import * as React from 'react';
import Box from '@mui/system/Box';

const fileName = 'quarterly-report-final-reviewed-by-legal-and-finance-v7.pdf';

export default function TextOverflow() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', maxWidth: 280, fontSize: 14 }}>
      {(['clip', 'ellipsis'] as const).map((mode) => (
        <Box key={mode} sx={{ color: 'text.primary' }}>
          <Box component="code" sx={{ fontSize: 12, color: 'text.secondary' }}>
            textOverflow: &apos;{mode}&apos;
          </Box>
          <Box
            title={fileName}
            sx={{
              whiteSpace: 'nowrap',
              overflow: 'hidden',
              textOverflow: mode,
              p: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
            }}
          >
            {fileName}
          </Box>
        </Box>
      ))}
      <Box sx={{ color: 'text.primary' }}>
        <Box component="code" sx={{ fontSize: 12, color: 'text.secondary' }}>
          whiteSpace: &apos;normal&apos;, overflowWrap: &apos;anywhere&apos;
        </Box>
        <Box
          sx={{
            overflowWrap: 'anywhere',
            p: 1,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {fileName}
        </Box>
      </Box>
    </Box>
  );
}
