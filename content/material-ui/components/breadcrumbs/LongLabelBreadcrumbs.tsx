import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

const crumbSx = {
  display: 'block',
  maxWidth: { xs: 96, sm: 180 },
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
} as const;

export default function LongLabelBreadcrumbs() {
  return (
    <Breadcrumbs
      aria-label="breadcrumb"
      sx={{
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0 },
      }}
    >
      <Link underline="hover" color="inherit" href="#drive" sx={crumbSx}>
        Drive
      </Link>
      {/* The full name stays in the link's text; the tooltip shows it on hover and focus. */}
      <Tooltip title="Grant applications 2026 – regional culture fund">
        <Link underline="hover" color="inherit" href="#grants" sx={crumbSx}>
          Grant applications 2026 – regional culture fund
        </Link>
      </Tooltip>
      <Typography aria-current="page" sx={{ ...crumbSx, color: 'text.primary' }}>
        Budget narrative (final, signed by the board).docx
      </Typography>
    </Breadcrumbs>
  );
}
