import Box from '@mui/material/Box';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { blue, brown, green, indigo, red, teal } from '@mui/material/colors';

const members = [
  { name: 'Priya Natarajan', color: indigo[700] },
  { name: 'Tom Becker', color: teal[800] },
  { name: 'Sofia Lindqvist', color: red[800] },
  { name: 'Kwame Mensah', color: blue[800] },
  { name: 'Elena Petrova', color: green[800] },
  { name: 'Jun Park', color: brown[700] },
];

export default function ProjectMembers() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Typography variant="subtitle2" component="h3">
        Website redesign
      </Typography>
      <AvatarGroup
        max={4}
        total={14}
        slotProps={{
          surplus: { sx: { bgcolor: 'text.secondary', color: 'background.paper' } },
        }}
      >
        {members.map((member) => (
          <Tooltip key={member.name} title={member.name}>
            <Avatar role="img" sx={{ bgcolor: member.color, color: '#fff' }}>
              {member.name
                .split(' ')
                .map((part) => part[0])
                .join('')}
            </Avatar>
          </Tooltip>
        ))}
      </AvatarGroup>
    </Box>
  );
}
