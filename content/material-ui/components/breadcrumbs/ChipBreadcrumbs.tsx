import Breadcrumbs from '@mui/material/Breadcrumbs';
import Chip from '@mui/material/Chip';
import HomeIcon from '@mui/icons-material/Home';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';

export default function ChipBreadcrumbs() {
  return (
    <Breadcrumbs aria-label="breadcrumb" separator={<NavigateNextIcon fontSize="small" />}>
      <Chip
        component="a"
        href="#dashboard"
        clickable
        size="small"
        icon={<HomeIcon fontSize="small" />}
        label="Dashboard"
      />
      <Chip component="a" href="#invoices" clickable size="small" label="Invoices" />
      <Chip size="small" variant="outlined" label="INV-2291" aria-current="page" />
    </Breadcrumbs>
  );
}
