import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/**
 * The page is a column at least as tall as the screen; the main part grows, so the footer sits at
 * the bottom when the content is short and follows it when the content is long.
 */
export default function StickyFooter() {
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: 'background.default',
      }}
    >
      <Container component="article" maxWidth="sm" sx={{ flexGrow: 1, py: { xs: 6, sm: 10 } }}>
        <Typography component="h1" variant="h3" sx={{ fontWeight: 700, mb: 2 }}>
          Sticky footer
        </Typography>
        <Typography variant="h6" component="p" sx={{ color: 'text.secondary', mb: 2 }}>
          A footer that stays at the bottom of the window when the page is short, and moves down
          with the content when it is long.
        </Typography>
        <Typography>
          The outer box is a flex column with a minimum height of the viewport. This part grows to
          fill the space that is left, which pushes the footer down. No fixed positioning, so the
          footer never covers the text.
        </Typography>
      </Container>
      <Box
        component="footer"
        sx={{
          py: 3,
          px: 2,
          borderTop: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Container maxWidth="sm">
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            sx={{ gap: 1, justifyContent: 'space-between' }}
          >
            <Typography variant="body2">Harbour Books, 12 Quay Street</Typography>
            <Stack direction="row" sx={{ gap: 2 }}>
              <Link href="#" variant="body2">
                Contact
              </Link>
              <Link href="#" variant="body2">
                Opening hours
              </Link>
            </Stack>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
