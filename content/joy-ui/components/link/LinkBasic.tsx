import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkBasic() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Typography>
        Read the{' '}
        <Link href="#basic-link" underline="always">
          refund policy
        </Link>{' '}
        before sending an item back.
      </Typography>
      <Link href="#basic-link" underline="hover">
        Underlined on hover (default)
      </Link>
      <Link href="#basic-link" underline="none">
        Never underlined
      </Link>
      <Link href="#basic-link" level="title-lg">
        A title-level link
      </Link>
      <Link href="#basic-link" level="body-sm">
        A small link for footers
      </Link>
    </Box>
  );
}
