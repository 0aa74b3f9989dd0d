import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

export default function TypographyNesting() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 360 }}>
      <Typography level="body-lg">
        Your trial ends in{' '}
        <Typography sx={{ fontWeight: 'lg' }} color="danger">
          3 days
        </Typography>
        . Add a payment method to keep your projects.
      </Typography>
      <Typography noWrap title="Annual-report-final-final-v3-reviewed-by-legal.pdf">
        Annual-report-final-final-v3-reviewed-by-legal.pdf
      </Typography>
      <Typography
        level="body-sm"
        sx={{
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        The ferry leaves the harbour at seven every morning, crosses the bay in forty minutes and
        returns at noon, except on public holidays, when the first crossing is at nine.
      </Typography>
    </Box>
  );
}
