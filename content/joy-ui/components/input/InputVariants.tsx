import Box from '@mui/joy/Box';
import Input from '@mui/joy/Input';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const sizes = ['sm', 'md', 'lg'] as const;

export default function InputVariants() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
        gap: 2,
        width: '100%',
      }}
    >
      {variants.map((variant) => (
        <Input
          key={variant}
          variant={variant}
          placeholder={`Variant ${variant}`}
          aria-label={`Variant ${variant}`}
        />
      ))}
      {colors.map((color) => (
        <Input
          key={color}
          color={color}
          placeholder={`Colour ${color}`}
          aria-label={`Colour ${color}`}
        />
      ))}
      {sizes.map((size) => (
        <Input key={size} size={size} placeholder={`Size ${size}`} aria-label={`Size ${size}`} />
      ))}
    </Box>
  );
}
