import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function BasicClickAway() {
  const [open, setOpen] = React.useState(false);

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box sx={{ position: 'relative', display: 'inline-block' }}>
        <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((prev) => !prev)}>
          Filters
        </Button>
        {open ? (
          <Paper
            elevation={4}
            sx={{ position: 'absolute', top: 44, insetInlineStart: 0, zIndex: 1, p: 2, width: 240 }}
          >
            <Typography variant="body2">Click anywhere outside this panel to close it.</Typography>
          </Paper>
        ) : null}
      </Box>
    </ClickAwayListener>
  );
}
