import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

export default function NewTabLinks() {
  return (
    <Typography variant="body2" sx={{ maxWidth: 480 }}>
      Before reporting an outage, check the{' '}
      <Link
        href="https://www.githubstatus.com/"
        target="_blank"
        rel="noopener"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}
      >
        GitHub status page
        {/* The icon shows it to sighted readers, the hidden text to screen readers. */}
        <OpenInNewIcon fontSize="inherit" aria-hidden />
        <span style={visuallyHidden}> (opens in a new tab)</span>
      </Link>
      .
    </Typography>
  );
}
