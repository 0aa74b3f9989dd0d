import Box from '@mui/joy/Box';
import LinearProgress from '@mui/joy/LinearProgress';
import Typography from '@mui/joy/Typography';

const goals = [
  { name: 'Donations', value: 72 },
  { name: 'Volunteers', value: 38 },
];

export default function LinearProgressLabel() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
      {goals.map((goal) => (
        <LinearProgress
          key={goal.name}
          determinate
          value={goal.value}
          variant="soft"
          thickness={28}
          aria-label={`${goal.name}: ${goal.value}% of the goal`}
          sx={{
            '--LinearProgress-radius': '14px',
            color: 'var(--joy-palette-primary-softActiveBg)',
          }}
        >
          <Typography level="body-xs" textColor="text.primary" sx={{ fontWeight: 'xl', zIndex: 1 }}>
            {goal.name}: {goal.value}%
          </Typography>
        </LinearProgress>
      ))}
    </Box>
  );
}
