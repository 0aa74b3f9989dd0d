import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

const stops = [
  'Depot',
  'Market Square',
  'Old Mill',
  'Canal Bridge',
  'Library',
  'Riverside',
  'North Gate',
  'Hospital',
  'Stadium',
  'Airport Road',
];

export default function ScrollingPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const [inPlace, setInPlace] = React.useState(false);
  const popperId = React.useId();
  const open = anchorEl !== null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch checked={inPlace} onChange={(event) => setInPlace(event.target.checked)} />
        }
        label="Render in place (disablePortal)"
      />
      <Box
        tabIndex={0}
        role="region"
        aria-label="Route 7 stops"
        sx={{
          position: 'relative',
          height: 200,
          width: '100%',
          maxWidth: 360,
          overflowY: 'auto',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
        }}
      >
        {stops.map((stop) =>
          stop === 'Library' ? (
            <Box key={stop} sx={{ py: 1 }}>
              <Button
                variant="outlined"
                size="small"
                aria-describedby={open ? popperId : undefined}
                aria-expanded={open}
                onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
              >
                {stop}: next bus
              </Button>
            </Box>
          ) : (
            <Typography key={stop} sx={{ py: 1.5 }}>
              {stop}
            </Typography>
          ),
        )}
        <Popper
          id={popperId}
          open={open}
          anchorEl={anchorEl}
          disablePortal={inPlace}
          placement="bottom-start"
          modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
          sx={{
            zIndex: 'tooltip',
            // Set by Popper.js's `hide` modifier once the button is scrolled out of view.
            '&[data-popper-reference-hidden]': { visibility: 'hidden', pointerEvents: 'none' },
          }}
        >
          <Paper elevation={4} sx={{ p: 1.5, maxWidth: 180 }}>
            <Typography variant="body2">Line 7 to Airport Road, in 4 minutes.</Typography>
          </Paper>
        </Popper>
      </Box>
    </Box>
  );
}
