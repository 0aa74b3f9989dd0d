import Box from '@mui/joy/Box';
import Container from '@mui/joy/Container';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function ContainerBands() {
  return (
    <Box sx={{ width: '100%', border: '1px dashed', borderColor: 'neutral.outlinedBorder' }}>
      <Sheet variant="solid" color="primary" invertedColors sx={{ py: 3 }}>
        <Container maxWidth="sm">
          <Typography level="title-lg" component="p">
            Spring sale: 20% off tents
          </Typography>
          <Typography level="body-sm" textColor="inherit">
            Until 31 March, in every store.
          </Typography>
        </Container>
      </Sheet>
      <Container maxWidth="sm" sx={{ py: 2 }}>
        <Typography level="body-md">
          The band's colour runs from edge to edge, while its text lines up with the column of the
          page below, because both sit in a container of the same width.
        </Typography>
      </Container>
    </Box>
  );
}
