import * as React from 'react';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function LinkAsButton() {
  const [expanded, setExpanded] = React.useState(false);
  return (
    <Typography level="body-sm" sx={{ maxWidth: 420 }}>
      Our studio designs signage for public buildings.
      {expanded
        ? ' We work with councils, libraries and hospitals across three countries.'
        : ''}{' '}
      {/* It does something rather than go somewhere: a <button> that looks like a link. */}
      <Link component="button" onClick={() => setExpanded(!expanded)} aria-expanded={expanded}>
        {expanded ? 'Show less' : 'Read more'}
      </Link>
    </Typography>
  );
}
