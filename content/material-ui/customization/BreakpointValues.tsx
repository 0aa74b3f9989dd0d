import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const { breakpoints } = createTheme();
const names: Record<string, string> = {
  xs: 'extra small: phones',
  sm: 'small: large phones, small tablets',
  md: 'medium: tablets, small laptops',
  lg: 'large: laptops, desktops',
  xl: 'extra large: wide desktops',
};

export default function BreakpointValues() {
  const max = breakpoints.values.xl + 300;
  return (
    <Box sx={{ width: '100%', display: 'grid', gap: 1 }}>
      {breakpoints.keys.map((key) => {
        const start = breakpoints.values[key];
        return (
          <Box key={key} sx={{ display: 'grid', gridTemplateColumns: '170px 1fr', gap: 2 }}>
            <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
              <strong>{key}</strong> ≥ {start}px
            </Typography>
            <Box
              sx={{ position: 'relative', height: 24, bgcolor: 'action.hover', borderRadius: 1 }}
            >
              <Box
                sx={{
                  position: 'absolute',
                  insetBlock: 0,
                  insetInlineStart: `${(start / max) * 100}%`,
                  insetInlineEnd: 0,
                  bgcolor: 'primary.main',
                  opacity: 0.25 + breakpoints.keys.indexOf(key) * 0.15,
                  borderRadius: 1,
                }}
              />
              <Typography
                variant="caption"
                sx={{ position: 'relative', paddingInlineStart: 1, lineHeight: '24px' }}
              >
                {names[key]}
              </Typography>
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
