import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ContainerFixed() {
  return (
    <Box sx={{ width: '100%' }}>
      <Container fixed>
        <Sheet variant="soft" color="primary" sx={{ padding: 2, borderRadius: 'sm' }}>
          <Typography level="body-sm" textColor="inherit">
            A fixed container: its width snaps to the current breakpoint.
          </Typography>
        </Sheet>
      </Container>
    </Box>
  );
}
