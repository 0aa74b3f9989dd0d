import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function DemoBgInline() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#bg-inline">
        Projects
      </Link>
      <Link underline="hover" color="inherit" href="#bg-inline">
        Website
      </Link>
      <Typography sx={{ color: 'text.primary' }}>Settings</Typography>
    </Breadcrumbs>
  );
}
