import Box from '@mui/system/Box';

export default function SxCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'flex-start', sm: 'center' },
        gap: 2,
        p: 2,
        maxWidth: 520,
        mx: 'auto',
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 1,
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          flexShrink: 0,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'success.main',
          color: 'success.contrastText',
          fontWeight: 'fontWeightBold',
          fontSize: 20,
        }}
      >
        ✓
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ fontWeight: 'fontWeightMedium', fontSize: 16 }}>Deployment succeeded</Box>
        <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
          main · 3 minutes ago · 42 s build time
        </Box>
      </Box>
      <Box
        component="span"
        sx={{
          px: 1.5,
          py: 0.5,
          borderRadius: 4,
          fontSize: 12,
          fontWeight: 'fontWeightBold',
          letterSpacing: 0.5,
          textTransform: 'uppercase',
          color: 'primary.main',
          border: 1,
          borderColor: 'primary.main',
        }}
      >
        Production
      </Box>
    </Box>
  );
}
