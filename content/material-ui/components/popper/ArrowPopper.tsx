import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';

// A square turned 45°, half hidden under the paper. It takes the paper's background (colour and
// the dark-mode overlay) with `inherit`. Popper.js sets its offset along the edge; the side comes
// from data-popper-placement on the popper root.
const Arrow = styled('span')({
  position: 'absolute',
  width: 12,
  height: 12,
  background: 'inherit',
  '&::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    transform: 'rotate(45deg)',
    background: 'inherit',
  },
  '[data-popper-placement^="bottom"] &': { top: -6 },
  '[data-popper-placement^="top"] &': { bottom: -6 },
});

export default function ArrowPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [arrowEl, setArrowEl] = React.useState<HTMLSpanElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ minHeight: 140 }}>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? 'arrow-popper' : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setAnchorEl(null);
        }}
      >
        Why is this field locked?
      </Button>
      <Popper
        id="arrow-popper"
        open={open}
        anchorEl={anchorEl}
        placement="bottom"
        modifiers={[
          { name: 'offset', options: { offset: [0, 10] } },
          { name: 'arrow', enabled: true, options: { element: arrowEl, padding: 8 } },
        ]}
        sx={{ zIndex: 'tooltip' }}
      >
        <ClickAwayListener onClickAway={() => setAnchorEl(null)}>
          <Paper elevation={6} sx={{ position: 'relative', padding: 2, maxWidth: 280 }}>
            <Arrow ref={setArrowEl} />
            <Typography variant="body2">
              The billing address comes from your company account. Ask an administrator to change
              it.
            </Typography>
          </Paper>
        </ClickAwayListener>
      </Popper>
    </Box>
  );
}
