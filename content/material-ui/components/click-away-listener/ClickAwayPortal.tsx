import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ClickAwayPortal() {
  const [open, setOpen] = React.useState(false);
  const [domOnly, setDomOnly] = React.useState(false);
  const portalTarget = React.useRef<HTMLDivElement>(null);

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <FormControlLabel
        control={
          <Switch checked={domOnly} onChange={(event) => setDomOnly(event.target.checked)} />
        }
        label="Treat the portal as outside (disableReactTree)"
      />
      <ClickAwayListener onClickAway={() => setOpen(false)} disableReactTree={domOnly}>
        <div
          onKeyDown={(event) => {
            if (event.key === 'Escape') setOpen(false);
          }}
        >
          <Button variant="outlined" aria-expanded={open} onClick={() => setOpen((prev) => !prev)}>
            Shipping options
          </Button>
          {open ? (
            <Portal container={() => portalTarget.current}>
              <Paper variant="outlined" sx={{ p: 2, maxWidth: 320 }}>
                <Typography variant="body2">
                  This panel is rendered through a portal into the box below. Click it: with the
                  switch off it stays open, with the switch on it counts as outside and closes.
                </Typography>
              </Paper>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <Box ref={portalTarget} sx={{ minHeight: 90 }} />
    </Box>
  );
}
