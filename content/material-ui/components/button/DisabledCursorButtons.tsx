import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function DisabledCursorButtons() {
  const reasonId = React.useId();

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {/* The cursor is set, but pointer-events: none means it never shows. */}
        <Button variant="outlined" disabled sx={{ cursor: 'not-allowed' }}>
          Cursor on the button
        </Button>
        {/* The wrapper receives the pointer, so its cursor and its tooltip work.
            describeChild keeps the tooltip from putting an aria-label on the span. */}
        <Tooltip title="Add a title before publishing" describeChild>
          <span style={{ cursor: 'not-allowed' }}>
            <Button variant="contained" disabled aria-describedby={reasonId}>
              Publish
            </Button>
          </span>
        </Tooltip>
      </Stack>
      <Typography id={reasonId} variant="body2" sx={{ color: 'text.secondary' }}>
        Add a title before publishing this post.
      </Typography>
    </Stack>
  );
}
