import * as React from 'react';
import Box from '@mui/system/Box';

const items = [
  { term: 'Plan', detail: 'Team, billed yearly' },
  { term: 'Seats', detail: '12 of 15 in use' },
  { term: 'Renews', detail: '14 March 2026' },
];

export default function BoxComponentProp() {
  return (
    <Box
      component="section"
      aria-labelledby="subscription-heading"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}
    >
      <Box
        component="h3"
        id="subscription-heading"
        sx={{ m: 0, mb: 1.5, fontSize: 16, color: 'text.primary' }}
      >
        Subscription
      </Box>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 3,
          rowGap: 1,
          fontSize: 14,
        }}
      >
        {items.map((item) => (
          <Box key={item.term} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>
              {item.term}
            </Box>
            <Box component="dd" sx={{ m: 0, color: 'text.primary' }}>
              {item.detail}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        component="a"
        href="#box-component-prop"
        onClick={(event: React.MouseEvent) => event.preventDefault()}
        sx={{
          display: 'inline-block',
          mt: 2,
          fontSize: 14,
          fontWeight: 'fontWeightMedium',
          color: 'primary.main',
          textDecoration: 'none',
          '&:hover': { textDecoration: 'underline' },
          '&:focus-visible': {
            outline: 2,
            outlineColor: 'primary.main',
            outlineOffset: 2,
            borderRadius: 0.5,
          },
        }}
      >
        Manage seats
      </Box>
    </Box>
  );
}
