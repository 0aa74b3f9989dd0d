import Box from '@mui/system/Box';

export default function SxProfileCard() {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        p: 2,
        maxWidth: 400,
        bgcolor: 'background.paper',
        color: 'text.primary',
        borderRadius: 2,
        boxShadow: 1,
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 6 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 48,
          height: 48,
          borderRadius: '50%',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontWeight: 'fontWeightBold',
        }}
      >
        NO
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ typography: 'subtitle1', fontWeight: 'fontWeightMedium' }}>Nadia Okafor</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Staff engineer · Platform team
        </Box>
      </Box>
    </Box>
  );
}
