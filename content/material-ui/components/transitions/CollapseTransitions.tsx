import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const text =
  'Orders placed before 2 pm ship the same day. Returns are free within 30 days: print the label from your account, drop the parcel at any post office, and the refund reaches your card within five working days.';

export default function CollapseTransitions() {
  const [expanded, setExpanded] = React.useState(false);
  const [open, setOpen] = React.useState(false);

  return (
    <Stack spacing={3}>
      <Box sx={{ maxWidth: 420 }}>
        <Typography variant="subtitle2" component="p" gutterBottom>
          collapsedSize={48}
        </Typography>
        <Collapse in={expanded} collapsedSize={48}>
          <Typography id="shipping-text" variant="body2">
            {text}
          </Typography>
        </Collapse>
        <Button
          size="small"
          aria-expanded={expanded}
          aria-controls="shipping-text"
          onClick={() => setExpanded((prev) => !prev)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </Button>
      </Box>
      <Box>
        <Typography variant="subtitle2" component="p" gutterBottom>
          orientation=&quot;horizontal&quot;
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: 56 }}>
          <Button variant="outlined" onClick={() => setOpen((prev) => !prev)}>
            {open ? 'Hide' : 'Details'}
          </Button>
          <Collapse in={open} orientation="horizontal">
            <Paper variant="outlined" sx={{ px: 2, py: 1, width: 220 }}>
              <Typography variant="body2" noWrap>
                3 items · €84.50 · Express
              </Typography>
            </Paper>
          </Collapse>
        </Stack>
      </Box>
    </Stack>
  );
}
