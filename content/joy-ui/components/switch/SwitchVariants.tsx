import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SwitchVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <FormControl
            key={variant}
            orientation="horizontal"
            size="sm"
            sx={{ gap: 1, alignItems: 'center' }}
          >
            <Switch variant={variant} defaultChecked />
            <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>{variant}</FormLabel>
          </FormControl>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <FormControl
            key={color}
            orientation="horizontal"
            size="sm"
            sx={{ gap: 1, alignItems: 'center' }}
          >
            <Switch color={color} defaultChecked />
            <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>{color}</FormLabel>
          </FormControl>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <FormControl
            key={size}
            orientation="horizontal"
            size="sm"
            sx={{ gap: 1, alignItems: 'center' }}
          >
            <Switch size={size} />
            <FormLabel sx={{ m: 0, fontWeight: 'normal' }}>Size {size}</FormLabel>
          </FormControl>
        ))}
      </Box>
    </Box>
  );
}
