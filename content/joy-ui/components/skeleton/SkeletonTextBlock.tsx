import Box from '@mui/joy/Box';
import Skeleton from '@mui/joy/Skeleton';

export default function SkeletonTextBlock() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', width: 320, maxWidth: '100%' }}>
      <Skeleton variant="text" level="h3" sx={{ width: '70%' }} />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" />
      <Skeleton variant="text" level="body-md" sx={{ width: '55%' }} />
      <Skeleton variant="text" level="body-xs" sx={{ width: '30%', mt: 1 }} />
    </Box>
  );
}
