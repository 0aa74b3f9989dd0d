import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';

const initialReviewers = [
  { name: 'Priya Raman', initials: 'PR', role: 'Design lead' },
  { name: 'Jonas Weber', initials: 'JW', role: 'Front-end' },
];

export default function ChipActions() {
  const [reviewers, setReviewers] = React.useState(initialReviewers);
  const [status, setStatus] = React.useState('');

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* A link: no role="button", the browser's link behaviour. */}
      <Chip
        component="a"
        href="#deletable-chips"
        clickable
        icon={<LinkIcon />}
        label="Jump to deletable chips"
        variant="outlined"
      />
      {/* Clickable and deletable: Enter/Space click, Backspace/Delete remove. */}
      <Box
        component="ul"
        aria-label="Reviewers"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', margin: 0, padding: 0 }}
      >
        {reviewers.map((reviewer) => (
          <li key={reviewer.name}>
            <Chip
              avatar={<Avatar aria-hidden>{reviewer.initials}</Avatar>}
              // The default grey avatar keeps its letters under 4.5:1 in both modes.
              sx={{ '& .MuiChip-avatar': { bgcolor: 'grey.700', color: 'common.white' } }}
              label={reviewer.name}
              onClick={() => setStatus(`${reviewer.name}, ${reviewer.role}`)}
              onDelete={() => {
                setReviewers((current) => current.filter((item) => item !== reviewer));
                setStatus(`${reviewer.name} removed from the reviewers`);
              }}
              deleteIcon={<RemoveCircleOutlineIcon />}
            />
          </li>
        ))}
      </Box>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', minHeight: 20 }}>
        {status}
      </Typography>
      {/* Long labels wrap instead of being cut with an ellipsis. */}
      <Chip
        label="Waiting for the supplier to confirm the delivery date of the replacement parts"
        sx={{
          height: 'auto',
          maxWidth: 320,
          '& .MuiChip-label': { display: 'block', whiteSpace: 'normal', paddingBlock: 0.5 },
        }}
      />
    </Stack>
  );
}
