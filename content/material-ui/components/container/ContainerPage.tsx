import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

const posts = ['Choosing a colour palette', 'Spacing scales that scale', 'Type for tiny screens'];

export default function ContainerPage() {
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', paddingBlock: 4 }}>
        <Container maxWidth="sm">
          <Typography variant="overline">The design journal</Typography>
          <Typography variant="h5" component="p">
            Notes on building interfaces that last
          </Typography>
        </Container>
      </Box>
      <Container maxWidth="sm" component="article" sx={{ paddingBlock: 3 }}>
        <Typography variant="body2">
          A narrow column keeps each line between 50 and 75 characters, the range most people find
          easy to read. The band above stretches edge to edge, but its text lines up with this
          paragraph because both sit in a container of the same width.
        </Typography>
      </Container>
      <Box sx={{ bgcolor: 'action.hover', paddingBlock: 3 }}>
        <Container
          maxWidth="md"
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
          }}
        >
          {posts.map((post) => (
            <Card key={post} variant="outlined">
              <CardContent>
                <Typography variant="subtitle2" component="p">
                  {post}
                </Typography>
              </CardContent>
            </Card>
          ))}
        </Container>
      </Box>
    </Box>
  );
}
