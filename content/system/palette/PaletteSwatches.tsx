import Box from '@mui/system/Box';

const colors = ['primary', 'secondary', 'error', 'warning', 'info', 'success'] as const;
const shades = ['light', 'main', 'dark'] as const;

export default function PaletteSwatches() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
        gap: 2,
        width: '100%',
        color: 'text.primary',
        fontSize: 13,
      }}
    >
      {colors.map((color) => (
        <Box key={color}>
          <Box sx={{ display: 'flex', borderRadius: 1, overflow: 'hidden', height: 48 }}>
            {shades.map((shade) => (
              <Box key={shade} aria-hidden sx={{ flex: 1, bgcolor: `${color}.${shade}` }} />
            ))}
          </Box>
          <Box sx={{ mt: 0.5, fontFamily: 'monospace' }}>{color}</Box>
          <Box sx={{ color: 'text.secondary' }}>light · main · dark</Box>
        </Box>
      ))}
    </Box>
  );
}
