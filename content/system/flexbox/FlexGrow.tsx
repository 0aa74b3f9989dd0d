import Box from '@mui/system/Box';

const rows = [
  { label: 'flexGrow: 0 · 0 · 0', grows: [0, 0, 0] },
  { label: 'flexGrow: 1 · 0 · 0', grows: [1, 0, 0] },
  { label: 'flexGrow: 1 · 1 · 1', grows: [1, 1, 1] },
  { label: 'flexGrow: 1 · 2 · 1', grows: [1, 2, 1] },
];

export default function FlexGrow() {
  return (
    <Box sx={{ display: 'grid', gap: 2, width: '100%', color: 'text.primary', fontSize: 13 }}>
      {rows.map((row) => (
        <Box key={row.label}>
          <Box sx={{ fontFamily: 'monospace', color: 'text.secondary', mb: 0.5 }}>{row.label}</Box>
          <Box sx={{ display: 'flex', gap: 1, p: 0.5, border: 1, borderColor: 'divider' }}>
            {row.grows.map((grow, index) => (
              <Box
                key={index}
                sx={{
                  flexGrow: grow,
                  flexBasis: 64,
                  py: 1,
                  textAlign: 'center',
                  borderRadius: 1,
                  border: 1,
                  borderColor: grow > 0 ? 'primary.main' : 'divider',
                  bgcolor: 'background.paper',
                }}
              >
                {grow}
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
