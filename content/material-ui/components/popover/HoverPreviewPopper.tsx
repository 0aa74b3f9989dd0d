import * as React from 'react';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Popper from '@mui/material/Popper';
import Typography from '@mui/material/Typography';

export default function HoverPreviewPopper() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLElement | null>(null);
  const closeTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = Boolean(anchorEl);
  const previewId = React.useId();

  React.useEffect(() => () => clearTimeout(closeTimer.current), []);

  const show = (event: React.SyntheticEvent<HTMLElement>) => {
    clearTimeout(closeTimer.current);
    setAnchorEl(event.currentTarget);
  };
  const hide = () => {
    clearTimeout(closeTimer.current);
    setAnchorEl(null);
  };
  // A short grace period, so the pointer can travel from the link onto the preview.
  const hideSoon = () => {
    clearTimeout(closeTimer.current);
    closeTimer.current = setTimeout(hide, 150);
  };

  return (
    <Typography component="div" variant="body2" sx={{ maxWidth: 480 }}>
      <p>
        The night train to{' '}
        <Link
          href="https://en.wikipedia.org/wiki/Lisbon"
          aria-describedby={open ? previewId : undefined}
          onMouseEnter={show}
          onMouseLeave={hideSoon}
          onFocus={show}
          onBlur={hide}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              hide();
            }
          }}
        >
          Lisbon
        </Link>{' '}
        leaves at 21:40; you can keep reading, scrolling and clicking while the preview is open.
      </p>
      <Popper open={open} anchorEl={anchorEl} placement="bottom-start" sx={{ zIndex: 'tooltip' }}>
        <Paper
          id={previewId}
          elevation={4}
          onMouseEnter={() => clearTimeout(closeTimer.current)}
          onMouseLeave={hideSoon}
          sx={{ padding: 1.5, maxWidth: 260, marginBlockStart: 1 }}
        >
          Lisbon, capital of Portugal. Arrival at Santa Apolónia at 07:55, local time.
        </Paper>
      </Popper>
    </Typography>
  );
}
