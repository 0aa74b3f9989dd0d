import * as React from 'react';
import Box from '@mui/system/Box';

const swatches = ['Fjord', 'Moss', 'Clay', 'Sand', 'Slate', 'Ember', 'Lichen', 'Dune', 'Harbour'];

export default function GridSpanTiles() {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        // As many 120px-or-wider columns as fit; no breakpoints needed.
        gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))',
        gap: 1.5,
        width: '100%',
        m: 0,
        p: 0,
        listStyle: 'none',
      }}
    >
      {swatches.map((name, index) => (
        <Box
          component="li"
          key={name}
          sx={{
            p: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            color: 'text.primary',
            fontSize: 14,
            // Every fourth tile spans two columns; the others fill the gaps.
            gridColumn: index % 4 === 0 ? 'span 2' : undefined,
          }}
        >
          {name}
        </Box>
      ))}
    </Box>
  );
}
