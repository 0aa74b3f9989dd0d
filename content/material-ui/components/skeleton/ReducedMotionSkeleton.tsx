import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';

export default function ReducedMotionSkeleton() {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');

  return (
    <Box sx={{ maxWidth: 320 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', marginBlockEnd: 1 }}>
        {reduceMotion
          ? 'Your system asks for reduced motion: the placeholders stay still.'
          : 'Your system does not ask for reduced motion: the placeholders pulse.'}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} aria-hidden>
        <Skeleton
          variant="circular"
          width={48}
          height={48}
          animation={reduceMotion ? false : 'pulse'}
        />
        <Box sx={{ flexGrow: 1 }}>
          <Skeleton animation={reduceMotion ? false : 'pulse'} />
          <Skeleton width="60%" animation={reduceMotion ? false : 'pulse'} />
        </Box>
      </Stack>
    </Box>
  );
}
