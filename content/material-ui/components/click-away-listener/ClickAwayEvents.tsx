import * as React from 'react';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

function Target({ label, count }: { label: string; count: number }) {
  return (
    <Box
      sx={{
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        minWidth: 180,
        bgcolor: 'background.paper',
      }}
    >
      <Typography variant="subtitle2" component="p">
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Outside clicks: {count}
      </Typography>
    </Box>
  );
}

export default function ClickAwayEvents() {
  const [mouseDown, setMouseDown] = React.useState(0);
  const [click, setClick] = React.useState(0);

  return (
    <Stack spacing={2}>
      <Typography variant="body2">
        Press and hold outside both boxes: the first counts at once, the second only on release.
      </Typography>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <ClickAwayListener mouseEvent="onMouseDown" onClickAway={() => setMouseDown((n) => n + 1)}>
          <div>
            <Target label='mouseEvent="onMouseDown"' count={mouseDown} />
          </div>
        </ClickAwayListener>
        <ClickAwayListener touchEvent={false} onClickAway={() => setClick((n) => n + 1)}>
          <div>
            <Target label="Default (onClick), no touch" count={click} />
          </div>
        </ClickAwayListener>
      </Stack>
    </Stack>
  );
}
