import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

export default function NonModalBanner() {
  const [open, setOpen] = React.useState(true);
  const [choice, setChoice] = React.useState('');
  const reopenRef = React.useRef<HTMLButtonElement>(null);

  const close = (answer: string) => {
    setChoice(answer);
    setOpen(false);
    // The banner held the focus: give it back to something that stays.
    reopenRef.current?.focus();
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Button ref={reopenRef} variant="outlined" onClick={() => setOpen(true)}>
        Cookie settings
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {choice}
      </Typography>
      <Fade in={open} unmountOnExit>
        {/* No Modal: the rest of the page stays clickable, focusable and readable. */}
        <Paper
          role="dialog"
          aria-labelledby="non-modal-banner-title"
          aria-describedby="non-modal-banner-text"
          variant="outlined"
          sx={{ padding: 2, maxWidth: 560, width: '100%' }}
        >
          <Typography id="non-modal-banner-title" component="p" sx={{ fontWeight: 'medium' }}>
            This site uses cookies
          </Typography>
          <Typography id="non-modal-banner-text" variant="body2" sx={{ marginBlock: 1 }}>
            We use one cookie to remember your theme and, with your consent, anonymous statistics
            about the pages you visit.
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button onClick={() => close('Only the necessary cookie is stored.')}>
              Necessary only
            </Button>
            <Button variant="contained" onClick={() => close('Statistics accepted.')}>
              Accept statistics
            </Button>
          </Box>
        </Paper>
      </Fade>
    </Box>
  );
}
