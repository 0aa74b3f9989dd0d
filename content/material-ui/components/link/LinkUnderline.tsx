import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkUnderline() {
  return (
    <Stack spacing={2}>
      <Typography>
        Our <Link href="#refunds">refund policy</Link> covers every order for 30 days.
      </Typography>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link href="#always" underline="always">
          underline=&quot;always&quot;
        </Link>
        <Link href="#hover" underline="hover">
          underline=&quot;hover&quot;
        </Link>
        <Link href="#none" underline="none">
          underline=&quot;none&quot;
        </Link>
      </Stack>
    </Stack>
  );
}
