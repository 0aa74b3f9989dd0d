import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import type { NavItem } from '@/docs/pageData';
import NavTree from './NavTree';

export const DRAWER_WIDTH = 272;

/** The temporary drawer of narrow screens loads when first opened. */
const MobileNavDrawer = dynamic(() => import('./MobileNavDrawer'), { ssr: false });

export default function NavDrawer(props: {
  nav: NavItem[];
  route: string;
  mobileOpen: boolean;
  mobileUsed: boolean;
  onClose: () => void;
}) {
  const { nav, route, mobileOpen, mobileUsed, onClose } = props;
  return (
    <>
      {mobileUsed ? (
        <MobileNavDrawer
          nav={nav}
          route={route}
          open={mobileOpen}
          onClose={onClose}
          width={DRAWER_WIDTH}
        />
      ) : null}
      <Box
        sx={{
          display: { xs: 'none', lg: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 'var(--app-bar-height)',
          height: 'calc(100vh - var(--app-bar-height))',
          borderInlineEnd: '1px solid',
          borderColor: 'divider',
        }}
      >
        <NavTree nav={nav} route={route} />
      </Box>
    </>
  );
}
