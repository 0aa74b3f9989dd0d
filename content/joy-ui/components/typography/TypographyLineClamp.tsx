import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Typography from '@mui/joy/Typography';

const review =
  'We stayed three nights in the loft above the bakery. The smell of bread at six in the morning is either a feature or a bug depending on who you ask; for us it was the highlight. The bed is firm, the skylight has a blind that actually blocks the light, and the host left a hand-drawn map of the best swimming spots along the river. The stairs are steep, so travellers with heavy suitcases should ask for help.';

export default function TypographyLineClamp() {
  const [expanded, setExpanded] = React.useState(false);
  const textId = React.useId();
  return (
    <Box sx={{ maxWidth: 420 }}>
      <Typography level="title-md">The loft above the bakery</Typography>
      <Typography
        id={textId}
        level="body-sm"
        sx={
          expanded
            ? undefined
            : {
                display: '-webkit-box',
                WebkitBoxOrient: 'vertical',
                WebkitLineClamp: 3,
                overflow: 'hidden',
              }
        }
      >
        {review}
      </Typography>
      <Button
        variant="plain"
        size="sm"
        aria-expanded={expanded}
        aria-controls={textId}
        onClick={() => setExpanded((value) => !value)}
        sx={{ px: 0, mt: 0.5 }}
      >
        {expanded ? 'Show less' : 'Read the whole review'}
      </Button>
    </Box>
  );
}
