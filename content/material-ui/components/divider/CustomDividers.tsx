import Stack from '@mui/material/Stack';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export default function CustomDividers() {
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 420 }}>
      <Typography variant="body2">Subtotal, shipping and taxes</Typography>
      <Divider sx={{ opacity: 0.6 }} />
      <Typography variant="body2">Discount code WINTER10 applied</Typography>
      <Divider sx={{ borderStyle: 'dashed' }} />
      <Typography variant="body2">Total due today</Typography>
      <Divider sx={{ borderBottomWidth: 2, borderColor: 'primary.main' }} />
      <Typography variant="body2">Paid with a card ending in 4417</Typography>
    </Stack>
  );
}
