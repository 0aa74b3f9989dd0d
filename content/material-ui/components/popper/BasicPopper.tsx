import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function BasicPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const open = Boolean(anchorEl);

  return (
    <Box sx={{ textAlign: 'center' }}>
      <Button
        variant="outlined"
        aria-expanded={open}
        aria-controls={open ? 'basic-popper' : undefined}
        onClick={(event) => setAnchorEl(anchorEl ? null : event.currentTarget)}
      >
        {open ? 'Hide password rules' : 'Show password rules'}
      </Button>
      <Popper
        id="basic-popper"
        open={open}
        anchorEl={anchorEl}
        placement="bottom"
        transition
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        sx={{ zIndex: 'tooltip' }}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={200}>
            <Paper elevation={6} sx={{ p: 2, maxWidth: 280 }}>
              <Typography variant="body2">
                At least 12 characters, one number and one symbol. The page behind stays clickable
                while this is open.
              </Typography>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Box>
  );
}
