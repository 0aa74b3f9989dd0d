import Box from '@mui/material/Box';

export default function BoxSx() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Box
        sx={{ padding: 2, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: 1 }}
      >
        padding: 2, bgcolor: primary.main
      </Box>
      <Box sx={{ padding: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        border: 1, borderRadius: 2
      </Box>
      <Box
        sx={{
          paddingBlock: 1,
          paddingInline: 3,
          bgcolor: 'background.paper',
          boxShadow: 3,
          borderRadius: 1,
          typography: 'subtitle2',
        }}
      >
        boxShadow: 3, typography: subtitle2
      </Box>
      <Box
        sx={{ width: 1 / 2, minWidth: 200, padding: 2, bgcolor: 'action.hover', borderRadius: 1 }}
      >
        width: 1/2 (50%)
      </Box>
    </Box>
  );
}
