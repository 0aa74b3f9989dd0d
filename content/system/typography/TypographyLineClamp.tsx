import * as React from 'react';
import Box from '@mui/system/Box';

const review =
  'We stayed four nights. The room faced the harbour, breakfast was generous and the staff booked us a boat trip when the ferry was cancelled. The only downside was the street noise on Friday night, which earplugs solved. Would stay again.';

export default function TypographyLineClamp() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <Box sx={{ maxWidth: 360, color: 'text.primary' }}>
      <Box
        id="clamped-review"
        sx={{
          typography: 'body2',
          lineHeight: 1.6,
          ...(!expanded && {
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 3,
            overflow: 'hidden',
          }),
        }}
      >
        {review}
      </Box>
      <Box
        component="button"
        type="button"
        aria-expanded={expanded}
        aria-controls="clamped-review"
        onClick={() => setExpanded((value) => !value)}
        sx={{
          mt: 1,
          p: 0,
          border: 0,
          bgcolor: 'transparent',
          color: 'primary.main',
          font: 'inherit',
          fontSize: 14,
          cursor: 'pointer',
          textDecoration: 'underline',
        }}
      >
        {expanded ? 'Show less' : 'Read the whole review'}
      </Box>
    </Box>
  );
}
