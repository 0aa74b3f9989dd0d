import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import WorkspacesIcon from '@mui/icons-material/Workspaces';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';

const itemSx = { display: 'flex', alignItems: 'center', gap: 0.5 };

export default function IconBreadcrumbs() {
  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Page location" separator="›">
        <Link underline="hover" color="inherit" href="#settings">
          Settings
        </Link>
        <Typography aria-current="page" sx={{ color: 'text.primary' }}>
          Billing
        </Typography>
      </Breadcrumbs>
      <Breadcrumbs aria-label="File location" separator={<NavigateNextIcon fontSize="small" />}>
        <Link underline="hover" color="inherit" href="#acme" sx={itemSx}>
          <WorkspacesIcon fontSize="inherit" />
          Acme
        </Link>
        <Link underline="hover" color="inherit" href="#website" sx={itemSx}>
          <FolderIcon fontSize="inherit" />
          Website redesign
        </Link>
        <Typography aria-current="page" sx={{ ...itemSx, color: 'text.primary' }}>
          <DescriptionIcon fontSize="inherit" />
          Brief.docx
        </Typography>
      </Breadcrumbs>
    </Stack>
  );
}
