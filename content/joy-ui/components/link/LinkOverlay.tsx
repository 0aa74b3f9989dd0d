import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const posts = [
  {
    title: 'Shipping to the Canary Islands',
    date: '4 March',
    summary: 'What changes for customs and delivery times.',
  },
  {
    title: 'Our new returns portal',
    date: '19 February',
    summary: 'Print labels and track refunds in one place.',
  },
];

export default function LinkOverlay() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {posts.map((post) => (
        <Sheet
          key={post.title}
          variant="outlined"
          sx={{
            position: 'relative',
            padding: 2,
            borderRadius: 'md',
            '&:hover': { boxShadow: 'sm' },
            '&:focus-within': { borderColor: 'primary.500' },
          }}
        >
          <Typography level="body-xs">{post.date}</Typography>
          <Link
            overlay
            href="#overlay-links-and-routers"
            level="title-md"
            underline="none"
            color="neutral"
          >
            {post.title}
          </Link>
          <Typography level="body-sm">{post.summary}</Typography>
        </Sheet>
      ))}
    </Box>
  );
}
