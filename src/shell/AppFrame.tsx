import * as React from 'react';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavItem, ProductData } from '@/docs/pageData';
import { useTranslate } from '@/i18n/I18nProvider';
import dynamic from 'next/dynamic';
import NavDrawer from './NavDrawer';
import SearchButton from '@/search/SearchButton';
import ProductLogo from './ProductLogo';
import ProductSelector from './ProductSelector';
import SkipLink from './SkipLink';
import VersionMenu from './VersionMenu';

export const MAIN_CONTENT_ID = 'main-content';

/** Loaded on first use: most visits never open the settings. */
const SettingsDrawer = dynamic(() => import('./SettingsDrawer'), { ssr: false });
const preloadSettings = () => {
  import('./SettingsDrawer').catch(() => {
    // Retried by the click.
  });
};

interface AppFrameProps {
  product: ProductData | null;
  nav?: NavItem[];
  route: string;
  children: React.ReactNode;
}

export default function AppFrame({ product, nav, route, children }: AppFrameProps) {
  const t = useTranslate();
  const router = useRouter();
  const [mobileOpen, setMobileOpen] = React.useState(false);
  const [mobileUsed, setMobileUsed] = React.useState(false);
  const [settingsOpen, setSettingsOpen] = React.useState(false);
  const [settingsUsed, setSettingsUsed] = React.useState(false);

  React.useEffect(() => {
    const close = () => setMobileOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  const hasNav = Boolean(nav?.length);
  return (
    <Box sx={{ '--app-bar-height': { xs: '56px', sm: '64px' }, minHeight: '100vh' }}>
      <SkipLink targetId={MAIN_CONTENT_ID} label={t('skipToContent')} />
      <AppBar
        position="sticky"
        elevation={0}
        color="inherit"
        sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.default' }}
      >
        <Toolbar sx={{ gap: 1 }}>
          {hasNav ? (
            <IconButton
              edge="start"
              onClick={() => {
                setMobileUsed(true);
                setMobileOpen(true);
              }}
              aria-label={t('openDrawer')}
              sx={{ display: { lg: 'none' } }}
            >
              <MenuIcon />
            </IconButton>
          ) : null}
          <Link
            component={NextLink}
            href={product ? product.landing : '/'}
            underline="none"
            color="inherit"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, minWidth: 0 }}
            data-testid="product-home"
          >
            <ProductLogo product={product?.id ?? 'material-ui'} data-testid="product-logo" />
            <Typography
              component="span"
              variant="subtitle1"
              noWrap
              sx={{ fontWeight: 700 }}
              data-testid="product-name"
            >
              {product ? product.name : t('siteName')}
            </Typography>
          </Link>
          {product ? <VersionMenu versions={product.versions} productName={product.name} /> : null}
          <Box sx={{ flexGrow: 1 }} />
          <SearchButton currentProduct={product?.id ?? null} />
          <ProductSelector current={product?.id ?? null} />
          <IconButton
            onClick={() => {
              setSettingsUsed(true);
              setSettingsOpen(true);
            }}
            onMouseEnter={preloadSettings}
            onFocus={preloadSettings}
            aria-label={t('settings.open')}
            data-testid="open-settings"
            title={t('settings.open')}
          >
            <SettingsOutlined />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        {hasNav ? (
          <NavDrawer
            nav={nav!}
            route={route}
            mobileOpen={mobileOpen}
            mobileUsed={mobileUsed}
            onClose={() => setMobileOpen(false)}
          />
        ) : null}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
        >
          {children}
        </Box>
      </Box>
      {settingsUsed ? (
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      ) : null}
    </Box>
  );
}
