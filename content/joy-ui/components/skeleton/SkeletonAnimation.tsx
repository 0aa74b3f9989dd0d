import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'false', value: false },
] as const;

export default function SkeletonAnimation() {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      {animations.map((animation) => (
        <Box key={animation.label} sx={{ width: 160 }}>
          <Skeleton variant="rectangular" animation={animation.value} height={72} sx={{ mb: 1 }} />
          <Typography level="body-xs" component="p">
            animation: <code>{animation.label}</code>
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
