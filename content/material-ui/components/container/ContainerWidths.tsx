import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';

const widths = ['xs', 'sm', 'md'] as const;

export default function ContainerWidths() {
  return (
    <Stack spacing={2}>
      {widths.map((width) => (
        <Container key={width} maxWidth={width} sx={{ bgcolor: 'action.hover', borderRadius: 1 }}>
          <Box
            sx={{
              paddingBlock: 2,
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              textAlign: 'center',
              typography: 'body2',
            }}
          >
            {`maxWidth="${width}"`}
          </Box>
        </Container>
      ))}
    </Stack>
  );
}
