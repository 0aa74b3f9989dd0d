import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function EscapeOverflowPortal() {
  const [disablePortal, setDisablePortal] = React.useState(true);
  const [rect, setRect] = React.useState<DOMRect | null>(null);
  const anchor = React.useRef<HTMLButtonElement>(null);

  const toggle = () => {
    setRect(rect ? null : anchor.current!.getBoundingClientRect());
  };

  // The portaled note is positioned from the button's box, so close it on scroll or resize.
  React.useEffect(() => {
    if (!rect) return undefined;
    const close = () => setRect(null);
    window.addEventListener('scroll', close, true);
    window.addEventListener('resize', close);
    return () => {
      window.removeEventListener('scroll', close, true);
      window.removeEventListener('resize', close);
    };
  }, [rect]);

  const note = (
    <Paper
      elevation={6}
      sx={{
        position: disablePortal ? 'absolute' : 'fixed',
        top: disablePortal ? 56 : (rect?.bottom ?? 0) + 8,
        ...(disablePortal ? { insetInlineStart: 16 } : { left: rect?.left ?? 0 }),
        width: 240,
        p: 1.5,
        zIndex: 'tooltip',
      }}
    >
      <Typography variant="body2">
        Saved 2 minutes ago by Ana. Three more people are editing.
      </Typography>
    </Paper>
  );

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={
          <Switch
            checked={disablePortal}
            onChange={(event) => {
              setDisablePortal(event.target.checked);
              setRect(null);
            }}
          />
        }
        label="disablePortal"
      />
      <Box
        sx={{
          position: 'relative',
          height: 100,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          p: 2,
        }}
      >
        <Button ref={anchor} variant="outlined" size="small" onClick={toggle}>
          {rect ? 'Hide status' : 'Show status'}
        </Button>
        {rect ? <Portal disablePortal={disablePortal}>{note}</Portal> : null}
      </Box>
    </Stack>
  );
}
