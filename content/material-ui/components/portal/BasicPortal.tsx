import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const area = { p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 72 };

export default function BasicPortal() {
  const [show, setShow] = React.useState(false);
  const target = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2}>
      <Box>
        <Button variant="outlined" onClick={() => setShow((prev) => !prev)}>
          {show ? 'Unmount child' : 'Mount child'}
        </Button>
      </Box>
      <Box sx={area}>
        <Typography variant="overline" component="p">
          Declared here
        </Typography>
        {show ? (
          <Portal container={() => target.current}>
            <Typography variant="body2">I was rendered by the first box.</Typography>
          </Portal>
        ) : null}
      </Box>
      <Box sx={area} ref={target}>
        <Typography variant="overline" component="p">
          Shown here
        </Typography>
      </Box>
    </Stack>
  );
}
