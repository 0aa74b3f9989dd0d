import * as React from 'react';
import Box from '@mui/system/Box';

const examples = [
  { code: 'p: 2', note: 'theme.spacing(2): 16px', sx: { p: 2 } },
  {
    code: "bgcolor: 'secondary.main'",
    note: 'a path into theme.palette',
    sx: { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
  },
  { code: 'boxShadow: 3', note: 'theme.shadows[3]', sx: { boxShadow: 3 } },
  {
    code: 'borderRadius: 2',
    note: '2 × theme.shape.borderRadius',
    sx: { borderRadius: 2, border: 1 },
  },
  { code: 'width: 0.5', note: 'numbers in (0, 1] are fractions: 50%', sx: { width: 0.5 } },
  {
    code: "fontWeight: 'bold'",
    note: 'theme.typography.fontWeightBold',
    sx: { fontWeight: 'bold' },
  },
] as const;

export default function ThemeMappings() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, width: '100%', color: 'text.primary', fontSize: 13 }}>
      {examples.map((example) => (
        <Box
          key={example.code}
          sx={{ display: 'grid', gridTemplateColumns: '200px 1fr', gap: 2, alignItems: 'center' }}
        >
          <div>
            <Box component="code" sx={{ display: 'block' }}>
              {example.code}
            </Box>
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {example.note}
            </Box>
          </div>
          <Box
            sx={{ bgcolor: 'action.hover', borderColor: 'divider', minHeight: 32, ...example.sx }}
          >
            Sample
          </Box>
        </Box>
      ))}
    </Box>
  );
}
