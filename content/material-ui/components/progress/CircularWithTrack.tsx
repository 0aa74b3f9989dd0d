import Box from '@mui/material/Box';
import CircularProgress, { circularProgressClasses } from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

const goals = [
  { id: 'steps', label: 'Steps', value: 72, detail: '7,200 of 10,000' },
  { id: 'water', label: 'Water', value: 45, detail: '0.9 of 2 litres' },
  { id: 'sleep', label: 'Sleep', value: 100, detail: '8 of 8 hours' },
];

export default function CircularWithTrack() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
      {goals.map((goal) => (
        <Box
          key={goal.id}
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
        >
          <Box sx={{ position: 'relative', display: 'inline-flex' }}>
            {/* The track: a full ring in a quiet colour, hidden from assistive technology. */}
            <CircularProgress
              variant="determinate"
              value={100}
              size={64}
              thickness={5}
              aria-hidden
              sx={{ color: 'divider' }}
            />
            <CircularProgress
              variant="determinate"
              value={goal.value}
              size={64}
              thickness={5}
              aria-labelledby={`goal-${goal.id}`}
              aria-valuetext={goal.detail}
              sx={{
                position: 'absolute',
                insetInlineStart: 0,
                color: goal.value === 100 ? 'success.main' : 'primary.main',
                [`& .${circularProgressClasses.circle}`]: { strokeLinecap: 'round' },
              }}
            />
            <Typography
              variant="caption"
              component="span"
              aria-hidden
              sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}
            >
              {`${goal.value}%`}
            </Typography>
          </Box>
          <Typography id={`goal-${goal.id}`} variant="body2">
            {goal.label}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {goal.detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
