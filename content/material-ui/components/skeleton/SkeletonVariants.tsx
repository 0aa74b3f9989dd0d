import Stack from '@mui/material/Stack';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';

const animations = [
  { label: 'pulse (default)', value: 'pulse' },
  { label: 'wave', value: 'wave' },
  { label: 'none', value: false },
] as const;

export default function SkeletonVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Skeleton variant="circular" width={40} height={40} />
        <Skeleton variant="rectangular" width={120} height={64} />
        <Skeleton variant="rounded" width={120} height={64} />
        <Stack sx={{ width: 160 }}>
          <Skeleton variant="text" sx={{ fontSize: '1.25rem' }} />
          <Skeleton variant="text" width="60%" />
        </Stack>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {animations.map((animation) => (
          <Stack key={animation.label} spacing={0.5} sx={{ width: 160 }}>
            <Skeleton variant="rounded" height={48} animation={animation.value} />
            <Typography variant="caption">{animation.label}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}
