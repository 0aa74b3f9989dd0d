import Avatar from '@mui/joy/Avatar';
import Badge from '@mui/joy/Badge';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const team = [
  { name: 'Yara Haddad', initials: 'YH', online: true },
  { name: 'Tomasz Nowak', initials: 'TN', online: false },
];

export default function AvatarStatus() {
  return (
    <Stack spacing={2}>
      {team.map((person) => (
        <Stack key={person.name} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {/* A dot badge at the bottom end; the status is also said in words next to it. */}
          <Badge
            variant="solid"
            color={person.online ? 'success' : 'neutral'}
            anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
            badgeInset="14%"
            size="sm"
          >
            <Avatar component="span">{person.initials}</Avatar>
          </Badge>
          <div>
            <Typography level="title-sm">{person.name}</Typography>
            <Typography level="body-xs">{person.online ? 'Online' : 'Away'}</Typography>
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
