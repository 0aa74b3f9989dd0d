import CircularProgress from '@mui/joy/CircularProgress';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { ColorPaletteProp } from '@mui/joy/styles';

const goals: {
  name: string;
  done: number;
  target: number;
  unit: string;
  color: ColorPaletteProp;
}[] = [
  { name: 'Steps', done: 7420, target: 10000, unit: 'steps', color: 'primary' },
  { name: 'Water', done: 6, target: 8, unit: 'glasses', color: 'neutral' },
  { name: 'Reading', done: 30, target: 20, unit: 'minutes', color: 'success' },
];

export default function CircularProgressGoals() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {goals.map((goal) => {
        const percent = Math.min(100, Math.round((goal.done / goal.target) * 100));
        const nameId = `goal-${goal.name.toLowerCase()}`;
        return (
          <Stack key={goal.name} spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress
              determinate
              value={percent}
              color={goal.color}
              size="lg"
              thickness={6}
              sx={{ '--CircularProgress-size': '88px' }}
              aria-labelledby={nameId}
              aria-valuetext={`${goal.done} of ${goal.target} ${goal.unit}`}
            >
              <Typography level="title-sm" component="span" textColor="text.primary">
                {percent}%
              </Typography>
            </CircularProgress>
            <Typography id={nameId} level="body-sm" textColor="text.secondary">
              {goal.name}
            </Typography>
          </Stack>
        );
      })}
    </Stack>
  );
}
