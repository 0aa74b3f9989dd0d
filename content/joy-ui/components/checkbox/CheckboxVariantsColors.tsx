import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';

const variants = ['outlined', 'soft', 'solid', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function CheckboxVariantsColors() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Checkbox key={variant} variant={variant} label={variant} defaultChecked />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Checkbox key={color} color={color} label={color} defaultChecked />
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Checkbox key={size} size={size} label={`Size ${size}`} />
        ))}
      </Box>
    </Box>
  );
}
