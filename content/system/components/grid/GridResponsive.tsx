import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const cards = [
  { title: 'Revenue', size: { xs: 12, sm: 6, md: 4 } },
  { title: 'Orders', size: { xs: 12, sm: 6, md: 4 } },
  { title: 'Refunds', size: { xs: 12, sm: 6, md: 4 } },
  { title: 'Traffic sources', size: { xs: 12, sm: 6, md: 8 } },
  { title: 'Top products', size: { xs: 12, md: 4 } },
];

export default function GridResponsive() {
  return (
    <Grid container spacing={2} sx={{ width: '100%' }}>
      {cards.map((card) => (
        <Grid key={card.title} size={card.size}>
          <Box
            sx={{
              p: 2,
              height: 1,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
            }}
          >
            <Box sx={{ fontWeight: 'fontWeightMedium' }}>{card.title}</Box>
            <Box sx={{ fontSize: 12, color: 'text.secondary', fontFamily: 'monospace' }}>
              xs {card.size.xs}
              {card.size.sm ? ` · sm ${card.size.sm}` : ''} · md {card.size.md}
            </Box>
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
