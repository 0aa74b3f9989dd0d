import * as React from 'react';
import Box from '@mui/material/Box';
import NoSsr from '@mui/material/NoSsr';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function BrowserFacts() {
  // Safe here: NoSsr renders this only in the browser, after mount.
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Typography variant="body2">
      Time zone: <strong>{zone}</strong>
      <br />
      Viewport width: <strong>{window.innerWidth}px</strong>
    </Typography>
  );
}

const box = { p: 2, border: 1, borderColor: 'divider', borderRadius: 1, flex: 1, minWidth: 200 };

export default function BasicNoSsr() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Box sx={box}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Server and browser
        </Typography>
        <Typography variant="body2">This text is part of the pre-rendered HTML.</Typography>
      </Box>
      <Box sx={box}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Browser only
        </Typography>
        <NoSsr fallback={<Skeleton variant="text" width="80%" height={44} />}>
          <BrowserFacts />
        </NoSsr>
      </Box>
    </Stack>
  );
}
