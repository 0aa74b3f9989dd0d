import * as React from 'react';
import Box from '@mui/material/Box';
import Backdrop from '@mui/material/Backdrop';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function InvisibleBackdrop() {
  const [open, setOpen] = React.useState(false);

  return (
    <Box sx={{ position: 'relative', display: 'inline-block' }}>
      <Button variant="outlined" aria-expanded={open} onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      {/* An invisible backdrop catches the click outside the panel without dimming the page. */}
      <Backdrop
        invisible
        open={open}
        onClick={() => setOpen(false)}
        sx={(theme) => ({ zIndex: theme.zIndex.drawer + 1 })}
      />
      {open && (
        <Paper
          elevation={8}
          sx={(theme) => ({
            position: 'absolute',
            insetInlineStart: 0,
            top: '100%',
            marginTop: 1,
            width: 260,
            padding: 2,
            zIndex: theme.zIndex.drawer + 2,
          })}
        >
          <Typography variant="subtitle2" component="h3" gutterBottom>
            Version 4.2
          </Typography>
          <Typography variant="body2">
            Shared folders, faster search and a dark theme for the mobile app.
          </Typography>
          <Button size="small" onClick={() => setOpen(false)} sx={{ marginTop: 1 }}>
            Got it
          </Button>
        </Paper>
      )}
    </Box>
  );
}
