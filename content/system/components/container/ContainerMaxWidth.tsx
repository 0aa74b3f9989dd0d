import Box from '@mui/system/Box';
import Container from '@mui/system/Container';

const widths = ['xs', 'sm', 'md'] as const;

export default function ContainerMaxWidth() {
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 1, bgcolor: 'action.hover', py: 2 }}>
      {widths.map((width) => (
        <Container key={width} maxWidth={width}>
          <Box
            sx={{
              p: 1.5,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 1,
              bgcolor: 'background.paper',
              color: 'text.primary',
              fontFamily: 'monospace',
              fontSize: 13,
              textAlign: 'center',
            }}
          >
            maxWidth=&quot;{width}&quot;
          </Box>
        </Container>
      ))}
    </Box>
  );
}
