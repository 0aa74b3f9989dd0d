import Link from '@mui/joy/Link';
import Stack from '@mui/joy/Stack';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

export default function LinkExternal() {
  return (
    <Stack spacing={1.5}>
      <Link
        href="https://www.w3.org/WAI/ARIA/apg/"
        target="_blank"
        rel="noopener noreferrer"
        endDecorator={<OpenInNewRounded titleAccess="(opens in a new tab)" />}
      >
        ARIA Authoring Practices Guide
      </Link>
      <Link href="/joy-ui/getting-started/templates/" level="title-sm" color="neutral">
        Browse the templates
      </Link>
    </Stack>
  );
}
