import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function ChipVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {variants.map((variant) => (
        <Box key={variant} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {colors.map((color) => (
            <Chip key={color} variant={variant} color={color}>
              {variant} {color}
            </Chip>
          ))}
        </Box>
      ))}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <Chip size="sm">Small</Chip>
        <Chip size="md">Medium</Chip>
        <Chip size="lg">Large</Chip>
      </Box>
    </Box>
  );
}
