import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function SkipLink() {
  return (
    <Box
      sx={{
        position: 'relative',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
      }}
    >
      <Link
        href="#skip-link-demo-content"
        sx={{
          position: 'absolute',
          insetInlineStart: 8,
          top: 8,
          zIndex: 1,
          paddingInline: 1.5,
          paddingBlock: 0.75,
          borderRadius: 1,
          bgcolor: 'background.paper',
          boxShadow: 2,
          // Off-screen until it receives keyboard focus.
          transform: 'translateY(-200%)',
          '&:focus': { transform: 'none' },
        }}
      >
        Skip to the article
      </Link>
      <Box
        role="toolbar"
        aria-label="Article tools"
        sx={{ display: 'flex', gap: 1, padding: 1, bgcolor: 'action.hover' }}
      >
        <Button size="small">Listen</Button>
        <Button size="small">Share</Button>
        <Button size="small">Save for later</Button>
        <Button size="small">Print</Button>
      </Box>
      <Box
        id="skip-link-demo-content"
        tabIndex={-1}
        sx={{ padding: 2, outline: 'none', '&:focus-visible': { boxShadow: 'inset 0 0 0 2px' } }}
      >
        <Typography variant="body2">
          The city council approved the new cycle lanes on Tuesday. Work starts in spring.
        </Typography>
      </Box>
    </Box>
  );
}
