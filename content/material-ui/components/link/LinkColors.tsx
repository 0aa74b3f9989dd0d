import * as React from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkColors() {
  const [showAll, setShowAll] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Link href="#guide" variant="h6">
        Getting started guide
      </Link>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Link href="#primary">Primary</Link>
        <Link href="#secondary" color="secondary">
          Secondary
        </Link>
        <Link href="#inherit" color="inherit">
          Inherit
        </Link>
        <Link href="#muted" color="text.secondary" variant="body2">
          text.secondary, body2
        </Link>
      </Stack>
      <Typography variant="body2">
        Showing {showAll ? 'all 12' : '3 of 12'} comments.{' '}
        <Link
          component="button"
          type="button"
          variant="body2"
          onClick={() => setShowAll((value) => !value)}
        >
          {showAll ? 'Show fewer' : 'Show all'}
        </Link>
      </Typography>
    </Stack>
  );
}
