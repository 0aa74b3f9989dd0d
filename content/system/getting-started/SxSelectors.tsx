import * as React from 'react';
import Box from '@mui/system/Box';

const rows = [
  { file: 'site-plan.dwg', size: '4.2 MB' },
  { file: 'permit-scan.pdf', size: '860 kB' },
  { file: 'budget-2025.xlsx', size: '96 kB' },
];

export default function SxSelectors() {
  return (
    <Box
      component="ul"
      aria-label="Project files"
      sx={{
        width: '100%',
        maxWidth: 380,
        m: 0,
        p: 0,
        listStyle: 'none',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        color: 'text.primary',
        fontSize: 14,
        // Child selectors: every row, every row after the first, the size column.
        '& > li': { display: 'flex', justifyContent: 'space-between', px: 2, py: 1 },
        '& > li + li': { borderTop: 1, borderColor: 'divider' },
        '& > li:hover': { bgcolor: 'action.hover' },
        '& .size': { color: 'text.secondary', fontVariantNumeric: 'tabular-nums' },
        // A media query is just another key.
        '@media (prefers-reduced-motion: no-preference)': {
          '& > li': { transition: 'background-color 150ms' },
        },
      }}
    >
      {rows.map((row) => (
        <li key={row.file}>
          <span>{row.file}</span>
          <span className="size">{row.size}</span>
        </li>
      ))}
    </Box>
  );
}
