import Stack from '@mui/material/Stack';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Typography from '@mui/material/Typography';
import { cyan, deepOrange, lime, purple } from '@mui/material/colors';

// The server sends the first few followers and the total count.
const followers = [
  { name: 'Rafael Ortiz', color: purple[700] },
  { name: 'Aiko Tanaka', color: cyan[900] },
  { name: 'Ben Adeyemi', color: lime[900] },
  { name: 'Clara Weiss', color: deepOrange[900] },
];
const followerCount = 2418;

function compact(count: number) {
  return count >= 1000 ? `${(count / 1000).toFixed(1)}k` : String(count);
}

export default function AvatarSurplus() {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <AvatarGroup
        total={followerCount}
        spacing="small"
        renderSurplus={(surplus) => <span aria-hidden="true">+{compact(surplus)}</span>}
        slotProps={{
          surplus: {
            sx: { fontSize: '0.75rem', bgcolor: 'text.secondary', color: 'background.paper' },
          },
        }}
      >
        {followers.map((person) => (
          <Avatar
            key={person.name}
            role="img"
            aria-label={person.name}
            sx={{ bgcolor: person.color, color: '#fff' }}
          >
            {person.name
              .split(' ')
              .map((part) => part[0])
              .join('')}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {followerCount.toLocaleString('en-US')} followers
      </Typography>
    </Stack>
  );
}
