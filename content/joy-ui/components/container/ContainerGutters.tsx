import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ContainerGutters() {
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Container maxWidth="sm" sx={{ bgcolor: 'background.level1', paddingBlock: 1 }}>
        <Sheet variant="outlined" sx={{ padding: 1.5 }}>
          <Typography level="body-sm">With gutters</Typography>
        </Sheet>
      </Container>
      <Container
        maxWidth="sm"
        disableGutters
        sx={{ bgcolor: 'background.level1', paddingBlock: 1 }}
      >
        <Sheet variant="outlined" sx={{ padding: 1.5 }}>
          <Typography level="body-sm">disableGutters</Typography>
        </Sheet>
      </Container>
    </Box>
  );
}
