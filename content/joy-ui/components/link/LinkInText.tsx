import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkInText() {
  return (
    <Typography level="body-sm" sx={{ maxWidth: 420 }}>
      Inside a paragraph, a link takes the paragraph&apos;s type level; underline it so it stands
      out without relying on colour:{' '}
      <Link href="#refunds" underline="always">
        read the refund policy
      </Link>{' '}
      before you return an item. On its own, it uses <code>body-md</code> unless you set{' '}
      <code>level</code>.
    </Typography>
  );
}
