import Stack from '@mui/material/Stack';
import Avatar from '@mui/material/Avatar';
import FolderIcon from '@mui/icons-material/Folder';
import PersonIcon from '@mui/icons-material/Person';
import StorefrontIcon from '@mui/icons-material/Storefront';

// A small inline picture so the demo needs no network request.
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#f4c7a1"/><circle cx="20" cy="16" r="8" fill="#7a4b2a"/><rect x="8" y="27" width="24" height="16" rx="8" fill="#2f6f8f"/></svg>',
)}`;

export default function AvatarVariants() {
  return (
    <Stack spacing={3}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar alt="Noor Haddad" src={portrait} sx={{ width: 24, height: 24 }} />
        <Avatar alt="Noor Haddad" src={portrait} />
        <Avatar alt="Noor Haddad" src={portrait} sx={{ width: 56, height: 56 }} />
      </Stack>
      <Stack direction="row" spacing={2}>
        <Avatar variant="circular" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <PersonIcon />
        </Avatar>
        <Avatar variant="rounded" sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}>
          <FolderIcon />
        </Avatar>
        <Avatar variant="square" sx={{ bgcolor: 'warning.main', color: 'warning.contrastText' }}>
          <StorefrontIcon />
        </Avatar>
      </Stack>
    </Stack>
  );
}
