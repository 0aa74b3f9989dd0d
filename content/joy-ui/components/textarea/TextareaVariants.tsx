import Box from '@mui/joy/Box';
import Textarea from '@mui/joy/Textarea';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function TextareaVariants() {
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
        <Textarea
          key={variant}
          variant={variant}
          minRows={2}
          defaultValue={`Variant ${variant}`}
          aria-label={`Variant ${variant}`}
        />
      ))}
      {colors.map((color) => (
        <Textarea
          key={color}
          color={color}
          minRows={2}
          defaultValue={`Colour ${color}`}
          aria-label={`Colour ${color}`}
        />
      ))}
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Textarea
          key={size}
          size={size}
          minRows={2}
          defaultValue={`Size ${size}`}
          aria-label={`Size ${size}`}
        />
      ))}
    </Box>
  );
}
