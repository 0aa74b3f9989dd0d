import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

export default function ContainerFixed() {
  return (
    <Box sx={{ bgcolor: 'action.hover', py: 3 }}>
      <Container fixed>
        <Box
          sx={{
            p: 2,
            border: '2px dashed',
            borderColor: 'primary.main',
            borderRadius: 1,
            bgcolor: 'background.paper',
            color: 'text.primary',
          }}
        >
          <Box sx={{ fontWeight: 'fontWeightMedium' }}>Fixed container</Box>
          <Box sx={{ color: 'text.secondary', fontSize: 14 }}>
            Its width changes in steps at each breakpoint, not continuously.
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
