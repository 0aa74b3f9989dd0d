import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

const columns = [
  { title: 'Product', links: ['Features', 'Pricing', 'Changelog'] },
  { title: 'Company', links: ['About', 'Careers', 'Press'] },
];

export default function FooterLinks() {
  return (
    <Box
      component="footer"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 6,
        paddingBlock: 2,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      {columns.map((column) => (
        <Box component="nav" aria-label={column.title} key={column.title}>
          <Typography variant="subtitle2" component="p" gutterBottom>
            {column.title}
          </Typography>
          {column.links.map((label) => (
            <Link
              key={label}
              href={`#${label.toLowerCase()}`}
              underline="hover"
              color="text.secondary"
              variant="body2"
              sx={{ display: 'block', marginBottom: 0.5 }}
            >
              {label}
            </Link>
          ))}
        </Box>
      ))}
      <Box>
        <Typography variant="subtitle2" component="p" gutterBottom>
          Community
        </Typography>
        <Link
          href="https://github.com/mui/material-ui"
          target="_blank"
          rel="noopener"
          underline="hover"
          variant="body2"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          Source code
          <OpenInNewIcon sx={{ fontSize: 14 }} aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            (opens in a new tab)
          </Box>
        </Link>
      </Box>
    </Box>
  );
}

const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
