import Box from '@mui/system/Box';

export default function BoxBasic() {
  return (
    <Box
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        maxWidth: 360,
      }}
    >
      <Box
        sx={{
          fontSize: 12,
          fontWeight: 'fontWeightBold',
          color: 'text.secondary',
          textTransform: 'uppercase',
        }}
      >
        Storage
      </Box>
      <Box sx={{ fontSize: 28, fontWeight: 'fontWeightMedium', mt: 0.5 }}>68.4 GB</Box>
      <Box
        sx={{ mt: 1.5, height: 8, borderRadius: 4, bgcolor: 'action.hover', overflow: 'hidden' }}
      >
        <Box sx={{ width: '68%', height: '100%', bgcolor: 'primary.main' }} />
      </Box>
      <Box sx={{ mt: 1, fontSize: 13, color: 'text.secondary' }}>68 % of 100 GB used</Box>
    </Box>
  );
}
