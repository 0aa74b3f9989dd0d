import Stack from '@mui/material/Stack';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Typography from '@mui/material/Typography';
import { blue, green, deepPurple, deepOrange } from '@mui/material/colors';

type Presence = 'online' | 'away' | 'offline';

const teammates: { name: string; initials: string; bg: string; presence: Presence }[] = [
  { name: 'Selin Arslan', initials: 'SA', bg: deepPurple[600], presence: 'online' },
  { name: 'Kwame Mensah', initials: 'KM', bg: blue[800], presence: 'away' },
  { name: 'Elsa Lindqvist', initials: 'EL', bg: green[800], presence: 'offline' },
];

const dotColor = { online: 'success', away: 'warning', offline: 'default' } as const;

export default function AvatarPresence() {
  return (
    <Stack spacing={3}>
      <Stack component="ul" spacing={1.5} sx={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {teammates.map((person) => (
          <Stack
            component="li"
            key={person.name}
            direction="row"
            spacing={1.5}
            sx={{ alignItems: 'center' }}
          >
            {/* The name and status are written next to the avatar, so the picture is decoration. */}
            <Badge
              component="div"
              aria-hidden
              variant="dot"
              overlap="circular"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              color={dotColor[person.presence]}
              invisible={person.presence === 'offline'}
              sx={{
                '& .MuiBadge-dot': {
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  boxShadow: (theme) =>
                    `0 0 0 2px ${(theme.vars || theme).palette.background.paper}`,
                },
              }}
            >
              <Avatar sx={{ bgcolor: person.bg, color: '#fff' }}>{person.initials}</Avatar>
            </Badge>
            <div>
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {person.name}
              </Typography>
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                {person.presence === 'online' ? 'Online' : null}
                {person.presence === 'away' ? 'Away for 20 min' : null}
                {person.presence === 'offline' ? 'Offline' : null}
              </Typography>
            </div>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Badge component="div" badgeContent={4} color="error" overlap="circular" aria-hidden>
          <Avatar sx={{ bgcolor: deepOrange[900], color: '#fff' }}>TR</Avatar>
        </Badge>
        <Typography variant="body2">Tomás Reyes sent you 4 messages</Typography>
      </Stack>
    </Stack>
  );
}
