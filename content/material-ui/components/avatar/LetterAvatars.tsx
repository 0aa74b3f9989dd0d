import Stack from '@mui/material/Stack';
import Avatar from '@mui/material/Avatar';
import { blue, deepOrange, deepPurple, green, pink } from '@mui/material/colors';

const people = ['Amara Okafor', 'Lucas Moreau', 'Hana Sato', 'Diego Ramírez', 'Ingrid Berg'];
const palette = [deepPurple[600], blue[800], green[800], deepOrange[900], pink[700]];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2);
}

// The same name always gets the same colour, so a person is recognisable across the app.
function colorFor(name: string) {
  let hash = 0;
  for (const char of name) {
    hash = (hash * 31 + char.charCodeAt(0)) % 997;
  }
  return palette[hash % palette.length];
}

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {people.map((name) => (
        <Avatar
          key={name}
          role="img"
          aria-label={name}
          sx={{ bgcolor: colorFor(name), color: '#fff' }}
        >
          {initials(name)}
        </Avatar>
      ))}
    </Stack>
  );
}
