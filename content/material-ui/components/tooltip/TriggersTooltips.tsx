import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Tooltip from '@mui/material/Tooltip';

export default function TriggersTooltips() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <Tooltip title="Shown on hover only" describeChild disableFocusListener disableTouchListener>
        <Button variant="outlined">Hover</Button>
      </Tooltip>
      <Tooltip
        title="Shown on keyboard focus only"
        describeChild
        disableHoverListener
        disableTouchListener
      >
        <Button variant="outlined">Focus</Button>
      </Tooltip>
      <ClickAwayListener onClickAway={() => setOpen(false)}>
        <div>
          <Tooltip
            title="Shown on click: click elsewhere or press Escape to hide"
            describeChild
            open={open}
            onClose={() => setOpen(false)}
            disableFocusListener
            disableHoverListener
            disableTouchListener
            // Keep the tooltip in the DOM next to the button, inside the click-away area.
            slotProps={{ popper: { disablePortal: true } }}
          >
            <Button variant="outlined" onClick={() => setOpen((previous) => !previous)}>
              Click
            </Button>
          </Tooltip>
        </div>
      </ClickAwayListener>
    </Box>
  );
}
