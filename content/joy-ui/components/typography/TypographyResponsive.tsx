import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyResponsive() {
  return (
    <Box sx={{ maxWidth: 520 }}>
      <Typography
        component="p"
        sx={{ typography: { xs: 'title-lg', sm: 'h3', md: 'h2' }, color: 'text.primary' }}
      >
        A weekend on the coast path
      </Typography>
      <Typography sx={{ typography: { xs: 'body-sm', md: 'body-md' } }}>
        Resize the window: the title is set in the <code>title-lg</code> level on phones, and in the{' '}
        <code>h3</code> and <code>h2</code> levels from the <code>sm</code> and <code>md</code>{' '}
        breakpoints.
      </Typography>
    </Box>
  );
}
