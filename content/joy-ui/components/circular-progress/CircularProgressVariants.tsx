import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CircularProgressVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <CircularProgress
            key={variant}
            variant={variant}
            determinate
            value={66}
            aria-label={`Variant ${variant}`}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <CircularProgress
            key={color}
            color={color}
            determinate
            value={40}
            aria-label={`Colour ${color}`}
          />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <CircularProgress size="sm" aria-label="Small" />
        <CircularProgress size="md" aria-label="Medium" />
        <CircularProgress size="lg" aria-label="Large" />
        <CircularProgress
          thickness={2}
          sx={{ '--CircularProgress-size': '80px' }}
          aria-label="Thin and large"
        />
      </Box>
    </Box>
  );
}
