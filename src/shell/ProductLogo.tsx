import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { SiteProductId } from '@/products/products';

/** Our own marks: one shape and colour per product. */
export const LOGOS: Record<SiteProductId, { color: string; path: string }> = {
  'material-ui': {
    color: '#1F76E0',
    path: 'M3 6l6-3.5 6 3.5v4l-6-3.5L3 10zM3 11l6 3.5 6-3.5v4l-6 3.5L3 15zM16 10l5-3v4l-5 3z',
  },
  'joy-ui': {
    color: '#7B45D6',
    path: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-4 8h2v2H8zm6 0h2v2h-2zm-6.5 4h9a4.5 4.5 0 0 1-9 0z',
  },
  'base-ui': { color: '#3B4454', path: 'M4 4h16v4H4zM4 10h10v4H4zM4 16h16v4H4z' },
  system: {
    color: '#0E8A7D',
    path: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM16.5 13a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7z',
  },
  'x-data-grid': {
    color: '#D9480F',
    path: 'M3 3h18v18H3zm2 2v4h6V5zm8 0v4h6V5zm-8 6v4h6v-4zm8 0v4h6v-4zm-8 6v2h6v-2zm8 0v2h6v-2z',
  },
  'docs-infra': {
    color: '#6B7587',
    path: 'M9 2h6v2h-1v5l5 9a2 2 0 0 1-1.8 3H6.8A2 2 0 0 1 5 18l5-9V4H9z',
  },
};

export default function ProductLogo({
  product,
  ...props
}: { product: SiteProductId } & SvgIconProps) {
  const logo = LOGOS[product];
  return (
    <SvgIcon {...props} sx={{ color: logo.color, ...props.sx }} aria-hidden focusable="false">
      <path d={logo.path} fillRule="evenodd" />
    </SvgIcon>
  );
}
