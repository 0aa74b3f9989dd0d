import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonReducedMotion() {
  return (
    <Box
      aria-hidden
      sx={{
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        maxWidth: 360,
        // Readers who ask their system for less motion get still placeholders.
        '@media (prefers-reduced-motion: reduce)': {
          '& .MuiSkeleton-root::before, & .MuiSkeleton-root::after': { animation: 'none' },
        },
      }}
    >
      <Skeleton variant="circular" width={48} height={48} animation="wave" />
      <Box sx={{ flex: 1 }}>
        <Skeleton variant="text" level="title-md" animation="wave" />
        <Skeleton variant="text" level="body-sm" width="70%" animation="wave" />
      </Box>
    </Box>
  );
}
