import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import StorefrontRounded from '@mui/icons-material/StorefrontRounded';

const portrait =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f4c7a1"/><circle cx="20" cy="16" r="8" fill="#7a4a2a"/><rect x="8" y="27" width="24" height="16" rx="8" fill="#2f6f9f"/></svg>',
  );

export default function AvatarBasic() {
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar src={portrait} alt="Maya Ortiz" />
      <Avatar role="img" aria-label="Lena Fischer">
        LF
      </Avatar>
      <Avatar color="primary" role="img" aria-label="Guest">
        <PersonOutlineRounded />
      </Avatar>
      <Avatar color="success" variant="solid" role="img" aria-label="Shop">
        <StorefrontRounded />
      </Avatar>
      <Avatar role="img" aria-label="Unknown user" />
    </Box>
  );
}
