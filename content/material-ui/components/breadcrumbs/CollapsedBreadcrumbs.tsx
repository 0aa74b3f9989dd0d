import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import UploadIcon from '@mui/icons-material/Upload';

const path = ['Drive', 'Clients', 'Northwind', '2024', 'Q3', 'Invoices'];

export default function CollapsedBreadcrumbs() {
  const current = path[path.length - 1];
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2 }}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Breadcrumbs
          aria-label="breadcrumb"
          maxItems={4}
          itemsBeforeCollapse={1}
          itemsAfterCollapse={2}
        >
          {path.slice(0, -1).map((folder) => (
            <Link key={folder} underline="hover" color="inherit" href={`#${folder}`}>
              {folder}
            </Link>
          ))}
          <Typography aria-current="page" sx={{ color: 'text.primary' }}>
            {current}
          </Typography>
        </Breadcrumbs>
        <Typography variant="h5" component="p">
          {current}
        </Typography>
      </Box>
      <Button variant="contained" startIcon={<UploadIcon />}>
        Upload
      </Button>
    </Box>
  );
}
