import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Slide from '@mui/material/Slide';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useScrollTrigger from '@mui/material/useScrollTrigger';

const chapters = [
  'The harbour at dawn',
  'Nets and knots',
  'A storm off the headland',
  'Counting the catch',
  'Auction day',
  'Mending season',
  'The new boat',
  'Home before dark',
];

export default function HideAppBar() {
  // The scroll container is only known after mounting, so keep it in state.
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  // Defaults: threshold 100 (px) and hysteresis on, so scrolling back up reveals the bar.
  const scrolledDown = useScrollTrigger({ target: scroller ?? undefined });

  return (
    <Box
      ref={setScroller}
      tabIndex={0}
      role="region"
      aria-label="Logbook chapters"
      sx={{ height: 260, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Slide appear={false} direction="down" in={!scrolledDown} container={scroller}>
        <AppBar position="sticky" enableColorOnDark>
          <Toolbar variant="dense">
            <Typography component="div">Logbook</Typography>
          </Toolbar>
        </AppBar>
      </Slide>
      <Box sx={{ padding: 2 }}>
        {chapters.map((chapter, index) => (
          <Box key={chapter} sx={{ marginBottom: 3 }}>
            <Typography component="p" sx={{ fontWeight: 'medium' }}>
              {`Chapter ${index + 1}: ${chapter}`}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              Scroll down and the bar slides away to leave room for the text; scroll up a little and
              it comes back.
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
