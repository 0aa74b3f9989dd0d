import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function LevelMapping() {
  return (
    <Stack spacing={1} sx={{ maxWidth: 420, mx: 'auto' }}>
      <Typography level="body-xs" sx={{ textTransform: 'uppercase', letterSpacing: '0.1em' }}>
        Settings · Billing
      </Typography>
      {/* Looks like a small title, is the page's main heading for assistive technology. */}
      <Typography level="title-lg" component="h2">
        Payment method
      </Typography>
      <Typography level="body-sm">
        Your card is charged on the first day of each month.{' '}
        <Typography level="body-sm" sx={{ fontWeight: 'lg' }}>
          Next charge: 1 December.
        </Typography>
      </Typography>
    </Stack>
  );
}
