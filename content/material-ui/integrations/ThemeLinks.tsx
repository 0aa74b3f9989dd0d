import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { LinkProps } from '@mui/material/Link';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Stands in for your router's navigate function and location.
const NavigateContext = React.createContext<(to: string) => void>(() => {});

const RouterLink = React.forwardRef<
  HTMLAnchorElement,
  React.AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }
>(function RouterLink({ href, onClick, ...other }, ref) {
  const navigate = React.useContext(NavigateContext);
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

// Set once: every Link and every ButtonBase with an href now goes through the router.
const withRouterLinks = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiLink: { defaultProps: { component: RouterLink } as LinkProps },
    MuiButtonBase: { defaultProps: { LinkComponent: RouterLink } },
  },
});

export default function ThemeLinks() {
  const [path, setPath] = React.useState('/shop/shoes');

  return (
    <NavigateContext.Provider value={setPath}>
      <ThemeProvider theme={withRouterLinks}>
        <Paper variant="outlined" sx={{ p: 2, maxWidth: 520, mx: 'auto' }}>
          <Stack spacing={2}>
            <Breadcrumbs aria-label="Breadcrumb">
              <Link href="/">Home</Link>
              <Link href="/shop">Shop</Link>
              <Link href="/shop/shoes" aria-current="page">
                Shoes
              </Link>
            </Breadcrumbs>
            <Stack direction="row" spacing={1}>
              <Button href="/cart" variant="contained">
                View cart
              </Button>
              <Button href="/shop/sale" variant="outlined">
                Sale
              </Button>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              The router is at <code>{path}</code>. No page reload happened.
            </Typography>
          </Stack>
        </Paper>
      </ThemeProvider>
    </NavigateContext.Provider>
  );
}
