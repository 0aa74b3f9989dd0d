import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import useScrollTrigger from '@mui/material/useScrollTrigger';
import KeyboardArrowUpIcon from '@mui/icons-material/KeyboardArrowUp';

const releases = Array.from({ length: 12 }, (_, index) => ({
  version: `2.${12 - index}.0`,
  note:
    index % 3 === 0
      ? 'Faster search across archived projects, and a fix for duplicated reminders.'
      : 'Smaller bundle, clearer error messages when an upload fails, and updated translations.',
}));

export default function BackToTop() {
  const [scroller, setScroller] = React.useState<HTMLDivElement | null>(null);
  const titleRef = React.useRef<HTMLParagraphElement>(null);
  // No hysteresis: the button stays visible while scrolling up, until the top 150px.
  const pastTop = useScrollTrigger({
    target: scroller ?? undefined,
    disableHysteresis: true,
    threshold: 150,
  });

  const backToTop = () => {
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    scroller?.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    // The button disappears once at the top: hand focus to the start of the content.
    titleRef.current?.focus({ preventScroll: true });
  };

  return (
    <Box sx={{ position: 'relative' }}>
      <Box
        ref={setScroller}
        tabIndex={0}
        role="region"
        aria-label="Release notes"
        sx={{
          height: 280,
          overflowY: 'auto',
          padding: 2,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography
          ref={titleRef}
          tabIndex={-1}
          component="p"
          variant="h6"
          sx={{ marginBottom: 2, outlineOffset: 2 }}
        >
          Release notes
        </Typography>
        {releases.map((release) => (
          <Box key={release.version} sx={{ marginBottom: 2 }}>
            <Typography component="p" sx={{ fontWeight: 'medium' }}>
              {`Version ${release.version}`}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {release.note}
            </Typography>
          </Box>
        ))}
      </Box>
      <Zoom in={pastTop}>
        <Fab
          size="small"
          color="primary"
          aria-label="Back to top"
          onClick={backToTop}
          sx={{ position: 'absolute', bottom: 16, insetInlineEnd: 24 }}
        >
          <KeyboardArrowUpIcon />
        </Fab>
      </Zoom>
    </Box>
  );
}
