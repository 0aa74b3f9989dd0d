import Stack from '@mui/material/Stack';
import Badge from '@mui/material/Badge';
import Avatar from '@mui/material/Avatar';
import ChatIcon from '@mui/icons-material/ChatBubbleOutline';
import { indigo, teal } from '@mui/material/colors';

const people = [
  { name: 'Mia Fischer', initials: 'MF', online: true, color: indigo[700] },
  { name: 'Omar Aziz', initials: 'OA', online: false, color: teal[800] },
];

export default function DotBadges() {
  return (
    <Stack direction="row" spacing={4} sx={{ alignItems: 'center' }}>
      <Badge variant="dot" color="primary">
        <ChatIcon titleAccess="Chat, new activity" />
      </Badge>
      {people.map((person) => (
        <Badge
          key={person.name}
          component="div"
          overlap="circular"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          variant="dot"
          color="success"
          invisible={!person.online}
          sx={{
            '& .MuiBadge-badge': {
              boxShadow: (theme) => `0 0 0 2px ${(theme.vars || theme).palette.background.paper}`,
            },
          }}
        >
          <Avatar
            role="img"
            aria-label={`${person.name}, ${person.online ? 'online' : 'offline'}`}
            sx={{ bgcolor: person.color, color: '#fff' }}
          >
            {person.initials}
          </Avatar>
        </Badge>
      ))}
    </Stack>
  );
}
