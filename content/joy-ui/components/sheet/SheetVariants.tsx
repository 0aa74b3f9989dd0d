import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';

const variants = ['plain', 'outlined', 'soft', 'solid'] as const;
const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;

export default function SheetVariants() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
      {variants.map((variant) => (
        <Box
          key={variant}
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(96px, 1fr))',
            gap: 1,
          }}
        >
          {colors.map((color) => (
            <Sheet
              key={color}
              variant={variant}
              color={color}
              sx={{ padding: 1.5, borderRadius: 'sm', fontSize: 'sm' }}
            >
              {variant} {color}
            </Sheet>
          ))}
        </Box>
      ))}
    </Box>
  );
}
