import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HalfRating() {
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Rating name="half-rating" defaultValue={2.5} precision={0.5} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Rating name="average-rating" value={3.7} precision={0.1} readOnly />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          3.7 from 1,284 reviews
        </Typography>
      </Stack>
      <Rating name="size-small" defaultValue={3} size="small" />
      <Rating name="size-large" defaultValue={3} size="large" />
      <Rating name="ten-point" defaultValue={7} max={10} />
    </Stack>
  );
}
