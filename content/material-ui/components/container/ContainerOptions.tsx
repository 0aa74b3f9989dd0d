import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const contentSx = {
  paddingBlock: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'background.paper',
  textAlign: 'center',
} as const;

export default function ContainerOptions() {
  return (
    <Stack spacing={2}>
      <Container fixed sx={{ bgcolor: 'action.hover' }}>
        <Box sx={contentSx}>
          <Typography variant="body2">fixed: the width steps at each breakpoint</Typography>
        </Box>
      </Container>
      <Container maxWidth="sm" disableGutters sx={{ bgcolor: 'action.hover' }}>
        <Box sx={contentSx}>
          <Typography variant="body2">disableGutters: no side padding</Typography>
        </Box>
      </Container>
      <Container maxWidth="sm" sx={{ bgcolor: 'action.hover' }}>
        <Box sx={contentSx}>
          <Typography variant="body2">Default gutters (16px, 24px from sm up)</Typography>
        </Box>
      </Container>
    </Stack>
  );
}
