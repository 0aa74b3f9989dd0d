import Box from '@mui/system/Box';

export default function UsageThemeValues() {
  return (
    <Box
      sx={{
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        maxWidth: 420,
        bgcolor: 'background.paper',
        color: 'text.primary',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        boxShadow: 2,
      }}
    >
      <Box
        sx={{
          width: 56,
          height: 56,
          flexShrink: 0,
          borderRadius: 1,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          fontSize: 22,
          fontWeight: 'fontWeightBold',
        }}
      >
        42
      </Box>
      <div>
        <Box sx={{ typography: 'subtitle2' }}>Open support tickets</Box>
        <Box sx={{ typography: 'body2', color: 'text.secondary' }}>
          Down 8 since Monday · median reply 2 h
        </Box>
      </div>
    </Box>
  );
}
