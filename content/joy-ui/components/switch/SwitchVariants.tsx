import Box from '@mui/joy/Box';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SwitchVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Typography
            key={variant}
            component="label"
            level="body-sm"
            startDecorator={<Switch variant={variant} defaultChecked />}
          >
            {variant}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Typography
            key={color}
            component="label"
            level="body-sm"
            startDecorator={<Switch color={color} defaultChecked />}
          >
            {color}
          </Typography>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Typography
            key={size}
            component="label"
            level="body-sm"
            startDecorator={<Switch size={size} />}
          >
            Size {size}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
