import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// The settings of the code above, added to the page's theme (a function theme extends the outer
// one) so the demo keeps this site's colours and dark mode. In an app, put them in createTheme.
const withBreadcrumbDefaults = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiBreadcrumbs: {
      defaultProps: {
        separator: '›',
        maxItems: 4,
        itemsAfterCollapse: 2,
        expandText: 'Show the full path',
      },
    },
  },
});

const trail = ['Archive', '2024', 'Projects', 'Harbour bridge', 'Drawings'];

export default function ThemedBreadcrumbs() {
  return (
    <ThemeProvider theme={withBreadcrumbDefaults}>
      {/* Six items, more than maxItems: the first, the ellipsis button, then the last two. */}
      <Breadcrumbs aria-label="Folder path">
        {trail.map((folder) => (
          <Link
            key={folder}
            underline="hover"
            color="inherit"
            href={`#${folder.toLowerCase().replace(/\s+/g, '-')}`}
          >
            {folder}
          </Link>
        ))}
        <Typography sx={{ color: 'text.primary' }} aria-current="page">
          Section B–B
        </Typography>
      </Breadcrumbs>
    </ThemeProvider>
  );
}
