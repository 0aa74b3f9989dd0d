import Box from '@mui/material/Box';

export default function BoxSemanticElements() {
  return (
    <Box
      component="article"
      aria-labelledby="release-note-title"
      sx={{
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      <Box component="header" sx={{ paddingInline: 2, paddingBlock: 1.5, bgcolor: 'action.hover' }}>
        <Box
          component="p"
          id="release-note-title"
          sx={{ margin: 0, typography: 'body1', fontWeight: 'fontWeightMedium' }}
        >
          Offline mode for field reports
        </Box>
        <Box
          component="time"
          dateTime="2026-11-02"
          sx={{ typography: 'body2', color: 'text.secondary' }}
        >
          2 November 2026
        </Box>
      </Box>
      <Box
        component="ul"
        sx={{ margin: 0, paddingBlock: 1.5, paddingInlineStart: 4.5, typography: 'body2' }}
      >
        <li>Reports written without a connection sync when you are back online.</li>
        <li>Photos are compressed on the device before upload.</li>
      </Box>
      <Box
        component="footer"
        sx={{
          paddingInline: 2,
          paddingBlockEnd: 1.5,
          typography: 'caption',
          color: 'text.secondary',
        }}
      >
        Available on Android and iOS.
      </Box>
    </Box>
  );
}
