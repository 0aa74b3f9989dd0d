import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';

const skills = [
  'Welding',
  'Forklift licence',
  'First aid',
  'Scaffolding',
  'CAD',
  'Site safety',
  'Crane signalling',
  'Dutch',
];
const VISIBLE = 3;

export default function ChipOverflow() {
  const [expanded, setExpanded] = React.useState(false);
  const listId = React.useId();
  const shown = expanded ? skills : skills.slice(0, VISIBLE);
  const hidden = skills.length - VISIBLE;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', maxWidth: 360 }}>
      <Box
        component="ul"
        id={listId}
        aria-label="Skills"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
      >
        {shown.map((skill) => (
          <li key={skill}>
            <Chip variant="soft">{skill}</Chip>
          </li>
        ))}
      </Box>
      <Chip
        variant="outlined"
        color="primary"
        onClick={() => setExpanded((value) => !value)}
        slotProps={{ action: { 'aria-expanded': expanded, 'aria-controls': listId } }}
      >
        {expanded ? 'Show fewer' : `+${hidden} more`}
      </Chip>
    </Box>
  );
}
