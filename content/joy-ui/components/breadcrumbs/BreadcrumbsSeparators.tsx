import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';

const path = ['Settings', 'Workspace', 'Billing'];

export default function BreadcrumbsSeparators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      {(['sm', 'md', 'lg'] as const).map((size, index) => (
        <Breadcrumbs
          key={size}
          size={size}
          aria-label={`Breadcrumbs, size ${size}`}
          separator={
            index === 0 ? (
              '/'
            ) : index === 1 ? (
              '›'
            ) : (
              <ChevronRightRounded sx={{ '[dir="rtl"] &': { transform: 'scaleX(-1)' } }} />
            )
          }
        >
          {path.slice(0, -1).map((item) => (
            <Link key={item} color="neutral" href="#separators-and-sizes">
              {item}
            </Link>
          ))}
          <Typography aria-current="page">{path[path.length - 1]}</Typography>
        </Breadcrumbs>
      ))}
    </Box>
  );
}
