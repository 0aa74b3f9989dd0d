import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

const { transitions } = createTheme();
const durations = Object.entries(transitions.duration).sort(([, a], [, b]) => a - b);
const longest = Math.max(...durations.map(([, value]) => value));

export default function TransitionDurations() {
  return (
    <Box sx={{ display: 'grid', gap: 1, width: '100%' }}>
      {durations.map(([name, value]) => (
        <Box
          key={name}
          sx={{ display: 'grid', gridTemplateColumns: '190px 1fr', alignItems: 'center', gap: 2 }}
        >
          <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
            {name}: <strong>{value} ms</strong>
          </Typography>
          <Box
            sx={{
              height: 12,
              width: `${(value / longest) * 100}%`,
              bgcolor: 'primary.main',
              borderRadius: 0.5,
            }}
          />
        </Box>
      ))}
    </Box>
  );
}
