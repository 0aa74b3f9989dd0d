import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const colors = ['primary', 'neutral', 'danger', 'success', 'warning'] as const;
const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900] as const;

export default function DefaultPalette() {
  return (
    <Box
      role="region"
      aria-label="Default palette"
      tabIndex={0}
      sx={{ display: 'grid', gap: 1, overflowX: 'auto' }}
    >
      {colors.map((color) => (
        <Box key={color} sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 460 }}>
          <Typography level="body-xs" sx={{ width: 64, flexShrink: 0 }}>
            {color}
          </Typography>
          {shades.map((shade) => (
            <Box
              key={shade}
              title={`${color}.${shade}`}
              sx={{
                flex: 1,
                height: 36,
                borderRadius: 'xs',
                bgcolor: `${color}.${shade}`,
                display: 'grid',
                placeItems: 'center',
              }}
            >
              <Typography
                level="body-xs"
                sx={{ fontSize: '0.625rem', color: shade < 500 ? `${color}.900` : '#fff' }}
              >
                {shade}
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
