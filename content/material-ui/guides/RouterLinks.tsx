import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

// A tiny in-memory router standing in for React Router, TanStack Router or next/link.
const RouterContext = React.createContext<{ path: string; navigate: (to: string) => void }>({
  path: '/inbox',
  navigate: () => {},
});

interface RouterLinkProps extends React.AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
}

// The bridge: renders a real <a href> (so middle-click and screen readers work),
// forwards the ref and the props Material UI passes, and navigates on a plain click.
const RouterLink = React.forwardRef<HTMLAnchorElement, RouterLinkProps>(function RouterLink(
  { href, onClick, ...other },
  ref,
) {
  const { navigate } = React.useContext(RouterContext);
  return (
    <a
      ref={ref}
      href={`#${href}`}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !event.metaKey && !event.ctrlKey) {
          event.preventDefault();
          navigate(href);
        }
      }}
      {...other}
    />
  );
});

const FOLDERS = ['/inbox', '/starred', '/archive'];

export default function RouterLinks() {
  const [path, setPath] = React.useState('/inbox');
  const router = React.useMemo(() => ({ path, navigate: setPath }), [path]);

  return (
    <RouterContext.Provider value={router}>
      <Paper
        variant="outlined"
        sx={{ display: 'flex', flexWrap: 'wrap', maxWidth: 560, mx: 'auto' }}
      >
        <List component="nav" aria-label="Mail folders" sx={{ minWidth: 160 }}>
          {FOLDERS.map((folder) => (
            <ListItemButton
              key={folder}
              component={RouterLink}
              href={folder}
              selected={path === folder}
              aria-current={path === folder ? 'page' : undefined}
            >
              <ListItemText primary={folder.slice(1, 2).toUpperCase() + folder.slice(2)} />
            </ListItemButton>
          ))}
        </List>
        <Box sx={{ p: 2, flex: 1, minWidth: 200, borderInlineStart: 1, borderColor: 'divider' }}>
          <Typography variant="overline" sx={{ color: 'text.secondary' }}>
            Current route
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontFamily: 'monospace', mb: 2 }}>
            {path}
          </Typography>
          <Button component={RouterLink} href="/compose" variant="contained" size="small">
            Compose
          </Button>
          <Typography variant="body2" sx={{ mt: 2 }}>
            <Link component={RouterLink} href="/settings">
              Mail settings
            </Link>
          </Typography>
        </Box>
      </Paper>
    </RouterContext.Provider>
  );
}
