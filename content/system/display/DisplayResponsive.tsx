import Box from '@mui/system/Box';

const panel = {
  p: 2,
  borderRadius: 1,
  border: 1,
  fontSize: 14,
  color: 'text.primary',
  bgcolor: 'background.paper',
} as const;

export default function DisplayResponsive() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      <Box sx={{ ...panel, borderColor: 'success.main', display: { xs: 'block', md: 'none' } }}>
        Below the <code>md</code> breakpoint: this panel shows, the wide one is hidden.
      </Box>
      <Box sx={{ ...panel, borderColor: 'primary.main', display: { xs: 'none', md: 'block' } }}>
        At <code>md</code> and up: this panel shows, the narrow one is hidden.
      </Box>
      <Box sx={{ ...panel, borderColor: 'divider', display: { xs: 'block', sm: 'flex' }, gap: 2 }}>
        <Box sx={{ flex: 1 }}>display: block on phones</Box>
        <Box sx={{ flex: 1 }}>display: flex from sm up</Box>
      </Box>
    </Box>
  );
}
