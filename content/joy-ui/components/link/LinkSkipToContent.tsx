import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function LinkSkipToContent() {
  return (
    <Sheet
      variant="outlined"
      sx={{ position: 'relative', width: '100%', borderRadius: 'sm', overflow: 'hidden' }}
    >
      <Link
        href="#skip-demo-main"
        variant="solid"
        underline="none"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: 8,
          zIndex: 1,
          px: 1.5,
          py: 0.5,
          borderRadius: 'sm',
          transform: 'translateY(-200%)',
          '&:focus-visible, &.Mui-focusVisible': { transform: 'none' },
        }}
      >
        Skip to the article
      </Link>
      <Box
        component="nav"
        aria-label="Demo site"
        sx={{ display: 'flex', gap: 2, p: 1.5, borderBottom: '1px solid', borderColor: 'divider' }}
      >
        {['News', 'Sport', 'Culture', 'Weather'].map((item) => (
          <Link key={item} href="#skip-demo-main" color="neutral">
            {item}
          </Link>
        ))}
      </Box>
      <Box id="skip-demo-main" tabIndex={-1} sx={{ p: 1.5, outline: 'none' }}>
        <Typography level="title-md" component="p">
          Night trains return to the Alps
        </Typography>
        <Typography level="body-sm">
          Press Tab from the start of this box: the first stop is the hidden link.
        </Typography>
      </Box>
    </Sheet>
  );
}
