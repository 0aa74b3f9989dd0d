import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import Grow from '@mui/material/Grow';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function LinkPreviewPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const open = Boolean(anchorEl);
  const close = () => setAnchorEl(null);

  return (
    <Typography variant="body1" sx={{ maxWidth: 520 }}>
      The migration plan was reviewed by{' '}
      <Link
        component="button"
        variant="body1"
        aria-expanded={open}
        aria-controls={open ? 'profile-preview' : undefined}
        onClick={(event) => setAnchorEl(open ? null : event.currentTarget)}
        onKeyDown={(event) => event.key === 'Escape' && close()}
        sx={{ verticalAlign: 'baseline' }}
      >
        Priya Raman
      </Link>{' '}
      before it was merged. The rest of this paragraph stays selectable while the card is open.
      <Popper
        id="profile-preview"
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
        sx={{ zIndex: 'tooltip' }}
        modifiers={[{ name: 'offset', options: { offset: [0, 6] } }]}
      >
        {({ TransitionProps }) => (
          <Grow {...TransitionProps} style={{ transformOrigin: 'top left' }}>
            <Paper
              elevation={8}
              role="group"
              aria-label="Priya Raman profile"
              sx={{ p: 2, width: 280 }}
            >
              <ClickAwayListener onClickAway={close}>
                <Box>
                  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
                    <Avatar sx={{ bgcolor: 'secondary.main' }}>PR</Avatar>
                    <Box>
                      <Typography variant="subtitle2" component="p">
                        Priya Raman
                      </Typography>
                      <Typography variant="body2" color="text.secondary">
                        Staff engineer, Platform
                      </Typography>
                    </Box>
                  </Stack>
                  <Typography variant="body2">
                    Owns the storage layer. Usually answers within a day.
                  </Typography>
                </Box>
              </ClickAwayListener>
            </Paper>
          </Grow>
        )}
      </Popper>
    </Typography>
  );
}
