import * as React from 'react';
import Box from '@mui/system/Box';

const cards = [
  { label: 'boxShadow: 1', shadow: 1 },
  { label: 'boxShadow: 6', shadow: 6 },
  { label: 'a string: soft and wide', shadow: '0 12px 32px -12px rgba(15, 40, 80, 0.45)' },
  { label: 'inset', shadow: 'inset 0 2px 6px rgba(0, 0, 0, 0.25)' },
];

export default function ShadowCustom() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, p: 1 }}>
      {cards.map((card) => (
        <Box
          key={card.label}
          sx={{
            width: 140,
            height: 88,
            p: 1.5,
            borderRadius: 2,
            bgcolor: 'background.paper',
            color: 'text.primary',
            fontSize: 13,
            boxShadow: card.shadow,
          }}
        >
          {card.label}
        </Box>
      ))}
    </Box>
  );
}
