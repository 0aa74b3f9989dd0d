import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';

const variants = ['soft', 'solid', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function AvatarVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {variants.map((variant) => (
          <Avatar
            key={variant}
            variant={variant}
            color="primary"
            role="img"
            aria-label={`Variant ${variant}`}
          >
            {variant.slice(0, 2).toUpperCase()}
          </Avatar>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2 }}>
        {colors.map((color) => (
          <Avatar key={color} color={color} role="img" aria-label={`Colour ${color}`}>
            {color.slice(0, 1).toUpperCase()}
          </Avatar>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Avatar size="sm">SM</Avatar>
        <Avatar size="md">MD</Avatar>
        <Avatar size="lg">LG</Avatar>
        <Avatar sx={{ '--Avatar-size': '64px' }}>XL</Avatar>
      </Box>
    </Box>
  );
}
