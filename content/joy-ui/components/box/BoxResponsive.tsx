import Box from '@mui/joy/Box';

const stats = [
  { label: 'Visitors', value: '18,204' },
  { label: 'Sign-ups', value: '1,093' },
  { label: 'Conversion', value: '6.0%' },
];

export default function BoxResponsive() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
        gap: { xs: 1, sm: 2 },
        width: '100%',
      }}
    >
      {stats.map((stat) => (
        <Box
          key={stat.label}
          tabIndex={0}
          sx={{
            padding: { xs: 1.5, sm: 2 },
            borderRadius: 'md',
            border: '1px solid',
            borderColor: 'divider',
            transition: 'border-color 0.2s',
            '&:hover': { borderColor: 'primary.outlinedColor' },
            '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible' },
          }}
        >
          <Box sx={{ fontSize: 'sm', color: 'text.secondary' }}>{stat.label}</Box>
          <Box sx={{ fontSize: { xs: 'xl', sm: 'xl2' }, fontWeight: 'lg' }}>{stat.value}</Box>
        </Box>
      ))}
    </Box>
  );
}
