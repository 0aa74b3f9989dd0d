import Box from '@mui/material/Box';
import { createTheme } from '@mui/material/styles';

const theme = createTheme();
const steps = [0.5, 1, 1.5, 2, 3, 4, 5, 6, 8];

export default function SpacingScale() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      {steps.map((step) => (
        <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box component="code" sx={{ width: 130, flexShrink: 0, fontSize: 13 }}>
            spacing({step}) = {theme.spacing(step)}
          </Box>
          <Box
            sx={{
              height: 14,
              width: theme.spacing(step),
              bgcolor: 'primary.main',
              borderRadius: 0.5,
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
