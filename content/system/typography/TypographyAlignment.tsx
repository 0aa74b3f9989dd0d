import * as React from 'react';
import Box from '@mui/system/Box';

const rows = [
  { item: 'Espresso', price: '€2.40' },
  { item: 'Pastel de nata', price: '€1.60' },
  { item: 'Orange juice', price: '€3.90' },
];

export default function TypographyAlignment() {
  return (
    <Box
      component="table"
      sx={{ borderCollapse: 'collapse', minWidth: 260, color: 'text.primary', fontSize: 14 }}
    >
      <caption style={{ textAlign: 'start', paddingBlockEnd: 8 }}>Order #318</caption>
      <thead>
        <tr>
          <Box component="th" scope="col" sx={{ textAlign: 'start', pb: 0.5 }}>
            Item
          </Box>
          <Box component="th" scope="col" sx={{ textAlign: 'end', pb: 0.5 }}>
            Price
          </Box>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <Box component="tr" key={row.item} sx={{ borderTop: 1, borderColor: 'divider' }}>
            <Box component="td" sx={{ textAlign: 'start', py: 0.5 }}>
              {row.item}
            </Box>
            <Box
              component="td"
              sx={{ textAlign: 'end', py: 0.5, fontVariantNumeric: 'tabular-nums' }}
            >
              {row.price}
            </Box>
          </Box>
        ))}
      </tbody>
    </Box>
  );
}
