import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export default function BreadcrumbsBasic() {
  return (
    <Breadcrumbs aria-label="Product categories">
      <Link color="neutral" href="#basic-breadcrumbs">
        Shop
      </Link>
      <Link color="neutral" href="#basic-breadcrumbs">
        Outdoor
      </Link>
      <Link color="neutral" href="#basic-breadcrumbs">
        Tents
      </Link>
      <Typography aria-current="page">Two-person dome tent</Typography>
    </Breadcrumbs>
  );
}
