import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import ChipDelete from '@mui/joy/ChipDelete';
import Typography from '@mui/joy/Typography';
import CheckCircleRounded from '@mui/icons-material/CheckCircleRounded';

export default function ChipActions() {
  const [skills, setSkills] = React.useState(['TypeScript', 'React', 'GraphQL']);
  const [clicks, setClicks] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Chip color="success" startDecorator={<CheckCircleRounded />}>
          Paid
        </Chip>
        <Chip
          variant="outlined"
          startDecorator={
            // The decorator is a span, so the avatar renders as one too.
            <Avatar component="span" size="sm">
              JS
            </Avatar>
          }
        >
          Jonas Schmidt
        </Chip>
        <Chip variant="outlined" color="primary" onClick={() => setClicks((count) => count + 1)}>
          Clicked {clicks} times
        </Chip>
        <Chip disabled onClick={() => setClicks(0)}>
          Archived
        </Chip>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {skills.map((skill) => (
          <Chip
            key={skill}
            variant="soft"
            color="primary"
            endDecorator={
              <ChipDelete
                aria-label={`Remove ${skill}`}
                onDelete={() => setSkills((prev) => prev.filter((item) => item !== skill))}
              />
            }
          >
            {skill}
          </Chip>
        ))}
        {skills.length === 0 && <Typography level="body-sm">No skills left.</Typography>}
      </Box>
    </Box>
  );
}
