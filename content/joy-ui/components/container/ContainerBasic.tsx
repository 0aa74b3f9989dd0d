import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Typography from '@mui/joy/Typography';

const frame = {
  border: '1px dashed',
  borderColor: 'neutral.outlinedBorder',
  borderRadius: 'sm',
  paddingBlock: 1,
};

export default function ContainerBasic() {
  return (
    <Box sx={{ width: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Container sx={frame}>
        <Typography level="body-sm">Default: up to lg</Typography>
      </Container>
      <Container maxWidth="sm" sx={frame}>
        <Typography level="body-sm">maxWidth=&quot;sm&quot; (600 px)</Typography>
      </Container>
      <Container maxWidth="xs" sx={frame}>
        <Typography level="body-sm">maxWidth=&quot;xs&quot; (444 px)</Typography>
      </Container>
    </Box>
  );
}
