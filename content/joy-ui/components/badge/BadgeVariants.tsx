import Badge from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

const variants = ['solid', 'soft', 'outlined', 'plain'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

function Tile() {
  // A span, because the Badge root is a span and a div may not sit inside one.
  return (
    <Sheet
      component="span"
      variant="outlined"
      sx={{ display: 'block', width: 40, height: 40, borderRadius: 'sm' }}
    />
  );
}

export default function BadgeVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {variants.map((variant) => (
          <Badge key={variant} variant={variant} badgeContent={variant.length}>
            <Tile />
          </Badge>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Badge key={color} color={color} badgeContent={7}>
            <Tile />
          </Badge>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        {(['sm', 'md', 'lg'] as const).map((size) => (
          <Badge key={size} size={size} badgeContent={12}>
            <Tile />
          </Badge>
        ))}
      </Box>
    </Box>
  );
}
