import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function DemoNoLiveEdit() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography component="legend" variant="body2">
        How was your experience?
      </Typography>
      <Rating name="experience" defaultValue={4} />
    </Stack>
  );
}
