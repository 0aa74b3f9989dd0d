import Avatar from '@mui/joy/Avatar';
import AvatarGroup from '@mui/joy/AvatarGroup';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';

const team = [
  'Ana Silva',
  'Ben Okafor',
  'Chen Wei',
  'Dana Levi',
  'Emil Novak',
  'Fatima Zahra',
  'Gus Berg',
];
const shown = 4;

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('');
}

export default function AvatarGroupDemo() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <AvatarGroup role="group" aria-label="Project members">
        {team.slice(0, shown).map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {initials(name)}
          </Avatar>
        ))}
        <Avatar role="img" aria-label={`${team.length - shown} more members`}>
          +{team.length - shown}
        </Avatar>
      </AvatarGroup>
      <AvatarGroup variant="solid" color="primary" size="sm" sx={{ '--AvatarGroup-gap': '-4px' }}>
        {team.slice(0, 3).map((name) => (
          <Avatar key={name} role="img" aria-label={name}>
            {initials(name)}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography level="body-sm">{team.length} people on this project</Typography>
    </Box>
  );
}
