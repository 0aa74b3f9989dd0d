import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export default function BasicBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb">
      <Link underline="hover" color="inherit" href="#shop">
        Shop
      </Link>
      <Link underline="hover" color="inherit" href="#kitchen">
        Kitchen
      </Link>
      <Typography aria-current="page" sx={{ color: 'text.primary' }}>
        Knives
      </Typography>
    </Breadcrumbs>
  );
}
