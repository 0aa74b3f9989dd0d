import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const paragraphs = Array.from(
  { length: 8 },
  (_, index) =>
    `Entry ${index + 1}. Scroll this panel: the bar stays at the top and gains a shadow as soon as content passes beneath it.`,
);

export default function ElevateAppBar() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const scrolled = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 0,
  });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Journal entries"
      sx={{ height: 240, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <AppBar position="sticky" color="default" elevation={scrolled ? 4 : 0}>
        <Toolbar variant="dense">
          <Typography component="div">Journal</Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ padding: 2 }}>
        {paragraphs.map((text) => (
          <Typography key={text} variant="body2" sx={{ marginBottom: 2 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}
