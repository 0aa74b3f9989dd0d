import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Fade from '@mui/material/Fade';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function HoverCardPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout>>();
  const open = Boolean(anchorEl);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Open after a short pause, so a pointer passing by does not flash the card.
  const show = (element: HTMLElement) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchorEl(element), 300);
  };
  // Close after a short grace period, so the pointer can travel from the link to the card.
  const hide = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setAnchorEl(null), 150);
  };
  const keep = () => clearTimeout(timer.current);

  return (
    <Typography component="div">
      Reviewed by{' '}
      <Link
        href="#reviewer-mei-tanaka"
        onMouseEnter={(event) => show(event.currentTarget)}
        onMouseLeave={hide}
        onFocus={(event) => show(event.currentTarget)}
        onBlur={hide}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            clearTimeout(timer.current);
            setAnchorEl(null);
          }
        }}
        aria-describedby={open ? 'hover-card-popper' : undefined}
      >
        Mei Tanaka
      </Link>{' '}
      on 12 November.
      <Popper
        id="hover-card-popper"
        open={open}
        anchorEl={anchorEl}
        placement="bottom-start"
        transition
        modifiers={[{ name: 'offset', options: { offset: [0, 8] } }]}
        sx={{ zIndex: 'tooltip' }}
        onMouseEnter={keep}
        onMouseLeave={hide}
      >
        {({ TransitionProps }) => (
          <Fade {...TransitionProps} timeout={150}>
            <Paper elevation={6} sx={{ padding: 2, width: 260 }}>
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Avatar aria-hidden sx={{ bgcolor: 'secondary.main' }}>
                  MT
                </Avatar>
                <span>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 500 }}>
                    Mei Tanaka
                  </Typography>
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ display: 'block', color: 'text.secondary' }}
                  >
                    Structural engineer, 48 reviews
                  </Typography>
                </span>
              </Stack>
            </Paper>
          </Fade>
        )}
      </Popper>
    </Typography>
  );
}
