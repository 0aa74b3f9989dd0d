import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function LinearProgressVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      {variants.map((variant) => (
        <LinearProgress
          key={variant}
          variant={variant}
          determinate
          value={60}
          aria-label={`Variant ${variant}`}
        />
      ))}
      {colors.map((color) => (
        <LinearProgress
          key={color}
          color={color}
          determinate
          value={30}
          aria-label={`Colour ${color}`}
        />
      ))}
      <LinearProgress size="sm" determinate value={50} aria-label="Size sm" />
      <LinearProgress size="lg" determinate value={50} aria-label="Size lg" />
      <LinearProgress thickness={12} determinate value={50} aria-label="Thickness 12" />
    </Box>
  );
}
