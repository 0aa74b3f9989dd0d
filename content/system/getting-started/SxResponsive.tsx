import Box from '@mui/system/Box';

const stats = [
  { label: 'Visitors', value: '18,204' },
  { label: 'Sign-ups', value: '1,137' },
  { label: 'Conversion', value: '6.2%' },
];

export default function SxResponsive() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: { xs: 1, sm: 2 },
        width: '100%',
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          sx={{
            flex: 1,
            p: { xs: 1.5, md: 3 },
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
            textAlign: { xs: 'start', sm: 'center' },
          }}
        >
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{stat.label}</Box>
          <Box sx={{ fontSize: { xs: 20, md: 28 }, fontWeight: 'fontWeightBold' }}>
            {stat.value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
