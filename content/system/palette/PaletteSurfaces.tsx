import Box from '@mui/system/Box';

export default function PaletteSurfaces() {
  return (
    <Box
      sx={{
        p: 3,
        width: '100%',
        bgcolor: 'background.default',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box
        sx={{
          p: 2,
          maxWidth: 360,
          bgcolor: 'background.paper',
          boxShadow: 2,
          borderRadius: 1,
        }}
      >
        <Box sx={{ color: 'text.primary', fontWeight: 'fontWeightMedium' }}>Invoice INV-2041</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>Due 14 March · 3 line items</Box>
        <Box sx={{ my: 1.5, borderTop: 1, borderColor: 'divider' }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', color: 'text.primary' }}>
          <span>Total</span>
          <Box component="strong" sx={{ color: 'primary.main' }}>
            €1,280.00
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
