import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';

export default function SkeletonShapes() {
  return (
    <Box
      sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center', width: '100%' }}
      aria-busy="true"
    >
      <Skeleton variant="circular" width={48} height={48} />
      <Box sx={{ flex: 1, minWidth: 180 }}>
        <Skeleton variant="text" level="title-md" width="60%" />
        <Skeleton variant="text" level="body-sm" />
        <Skeleton variant="text" level="body-sm" animation="wave" />
      </Box>
      <Skeleton
        variant="rectangular"
        width={120}
        height={80}
        sx={{ borderRadius: 'md' }}
        animation={false}
      />
      <Typography>
        Delivery on{' '}
        <Skeleton variant="inline" loading>
          Friday
        </Skeleton>
      </Typography>
    </Box>
  );
}
