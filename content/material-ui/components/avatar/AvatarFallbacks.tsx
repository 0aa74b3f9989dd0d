import Stack from '@mui/material/Stack';
import Avatar from '@mui/material/Avatar';
import Typography from '@mui/material/Typography';

// A data URL whose bytes are not an image: the browser fails to decode it, like a deleted
// profile picture would, without any network request.
const brokenPicture = 'data:image/png;base64,bm90IGEgcGljdHVyZQ==';

// The default grey is too light for white letters; give text avatars a darker background.
const initialsColors = { bgcolor: 'secondary.dark', color: 'secondary.contrastText' };

const cases = [
  {
    label: 'Children',
    avatar: (
      <Avatar src={brokenPicture} alt="Marta Silva" sx={initialsColors}>
        MS
      </Avatar>
    ),
  },
  {
    label: 'First letter of alt',
    avatar: <Avatar src={brokenPicture} alt="Marta Silva" sx={initialsColors} />,
  },
  { label: 'Generic icon', avatar: <Avatar src={brokenPicture} alt="" /> },
];

export default function AvatarFallbacks() {
  return (
    <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {cases.map(({ label, avatar }) => (
        <Stack key={label} spacing={1} sx={{ alignItems: 'center' }}>
          {avatar}
          <Typography variant="caption">{label}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}
