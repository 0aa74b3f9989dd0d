import Box from '@mui/system/Box';

const variants = ['h4', 'h6', 'subtitle1', 'body1', 'body2', 'caption', 'overline'] as const;

export default function TypographyVariants() {
  return (
    <Box sx={{ display: 'grid', gap: 1.5, color: 'text.primary' }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', alignItems: 'baseline', gap: 2 }}>
          <Box
            component="code"
            sx={{ width: 80, flexShrink: 0, color: 'text.secondary', fontSize: 12 }}
          >
            {variant}
          </Box>
          <Box sx={{ typography: variant }}>Harbour lights at dusk</Box>
        </Box>
      ))}
    </Box>
  );
}
